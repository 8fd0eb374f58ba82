package profile

import (
	"context"
	"strings"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
)

// The rating page tells one story (docs/rating.md, "The rating page"): a cover (the ESG
// report, an esg or carbon accreditation) is said once above the sections it covers, each
// of those rows saying only that it is covered; the ESG report's worth is explained; and
// "Provisional" says why where it shows.

// covers are the explanations of the covers in force, in the order of rating.Sections.
func covers(ctx context.Context, res rating.Result) []views.CoverNote {
	seen := map[rating.Reason]bool{}
	var out []views.CoverNote
	for _, s := range rating.Sections {
		r := res.Sections[s].Reason
		if seen[r] || len(rating.Covered(r)) == 0 {
			continue
		}
		seen[r] = true
		out = append(out, views.CoverNote{Reason: string(r),
			Text: web.T(ctx, "profile.rating.cover."+string(r), map[string]any{"Sections": sectionNames(ctx, rating.Covered(r))})})
	}
	return out
}

// whyESG explains why one "Yes" to the ESG report can be worth so many points.
func whyESG(ctx context.Context, t rating.Table) string {
	covered := rating.Covered(rating.ReasonESGReport)
	together := 0
	for _, s := range covered {
		together += t.Possible(s)
	}
	return web.T(ctx, "profile.rating.why_esg", map[string]any{"Points": t.Possible(rating.ESGReport),
		"Sections": sectionNames(ctx, covered), "Together": together})
}

// provisionalWhy says why a score is provisional: how many rated sections are answered.
func provisionalWhy(ctx context.Context, res rating.Result) string {
	if res.Active {
		return ""
	}
	n := 0
	for _, s := range rating.Sections {
		if res.Sections[s].Stage != rating.NoStage {
			n++
		}
	}
	return web.T(ctx, "profile.rating.provisional_why", map[string]any{"Count": n})
}

// sectionNames lists sections by their names in running text.
func sectionNames(ctx context.Context, ss []rating.Section) string {
	names := make([]string, len(ss))
	for i, s := range ss {
		names[i] = web.T(ctx, "profile.section."+s.Slug()+".name")
	}
	return strings.Join(names, web.T(ctx, "profile.list_separator"))
}
