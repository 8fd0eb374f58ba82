package profile

import (
	"context"
	"slices"
	"strings"
	"time"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
)

// The view models the report, the public page and the admin review share: the company's
// head, its score, and a section ready to read.

// scoreOf is the headline of a rating.
func scoreOf(res rating.Result) views.Score {
	return views.Score{Total: res.Total, Max: rating.MaxTotal, Provisional: !res.Active,
		Level: res.Level.MessageKey(), Stars: res.Stars}
}

// evidenceLine is the record's summary of what backs its answers ("" with no answer).
func evidenceLine(ctx context.Context, rec Record) string {
	e := rec.Evidence.EvidenceSummary
	if e.Answers == 0 {
		return ""
	}
	return web.ShellFrom(ctx).Loc.N("profile.evidence.summary", e.Answers,
		map[string]any{"Backed": e.Backed, "Verified": e.Verified})
}

// methodLine says which version of the points table rated the record: a published rating is
// computed with the live table, so right after an admin changes it the page says the new
// version while its history's last step still names the one it was published under, until
// the re-rating job adds the step (docs/rating.md, "The published method").
func methodLine(ctx context.Context, rec Record) string {
	return web.T(ctx, "profile.page.rated_with", map[string]any{"Version": rec.tableVersion})
}

// recordHead is the company of a record with its Green Verification mark.
func recordHead(ctx context.Context, rec Record) views.CompanyHead {
	h := companyHead(ctx, rec.Company)
	if at := rec.marks.CompanyValidatedAt; at != nil {
		h.ValidatedOn = localDate(ctx, *at)
	}
	return h
}

// companyHead is the company as pages show it, named in the reader's language.
func companyHead(ctx context.Context, c Company) views.CompanyHead {
	lang := web.Lang(ctx)
	h := views.CompanyHead{Name: c.CompanyName, LogoURL: c.Logo, About: c.About, Website: c.Website,
		Provider: c.ServiceProvider}
	if c.EmployeeCount != nil {
		h.Employees = *c.EmployeeCount
	}
	h.Location = joinNonEmpty(", ", c.City, reference.CountryName(lang, c.Country))
	if m := reference.IndustryMessage(c.Industry); m != "" {
		h.Industry = web.T(ctx, m)
		if s := reference.SectorMessage(c.Sector); s != "" {
			h.Industry += " · " + web.T(ctx, s)
		}
	}
	for _, s := range []struct{ icon, url, label string }{
		{"facebook", c.Facebook, "Facebook"}, {"linkedin", c.Linkedin, "LinkedIn"}, {"tiktok", c.Tiktok, "TikTok"},
		{"twitter", c.Twitter, "X (Twitter)"}, {"instagram", c.Instagram, "Instagram"},
	} {
		if s.url != "" {
			h.Socials = append(h.Socials, views.Social{Icon: s.icon, URL: s.url, Label: s.label})
		}
	}
	return h
}

// reportSection is one section ready to read, with its files named.
func reportSection(ctx context.Context, rec Record, key string, sec Section) views.ReportSection {
	rs := views.ReportSection{Key: key, Title: "profile.section." + SectionSlug(key) + ".title", Stage: sec.Stage().Slug()}
	if sec.Stage() == rating.Planning {
		rs.PlannedFor = localDate(ctx, parseDay(sec.PlannedFor))
	}
	if key == KeyAccreditations && sec.Accreditation() != rating.NoAccreditation {
		rs.Accreditation = "rating.accreditation." + sec.Accreditation().Key()
	}
	if key == KeyGoals {
		rs.Goals, rs.Principles = commitmentViews(ctx, sec)
	}
	for i, d := range sec.Details {
		if !d.HasEvidence() && d.PriceLink == "" && d.PriceListFile == "" && d.GreenCategory == "" {
			continue
		}
		e := views.Evidence{Description: d.Description, Link: d.Link, Weblink: d.Weblink,
			Attachment: rec.fileLink(ctx, d.Attachment), PriceLink: d.PriceLink,
			PriceList: rec.fileLink(ctx, d.PriceListFile), GreenCategory: d.GreenCategory}
		if at, ok := rec.marks.Item(key, i); ok {
			e.VerifiedOn = localDate(ctx, at)
		} else if items := rec.Evidence.Items[key]; i < len(items) {
			e.State, e.Old = items[i].State, items[i].Old
			if items[i].Since != nil {
				e.GivenOn = localDate(ctx, *items[i].Since)
			}
		}
		rs.Items = append(rs.Items, e)
	}
	return rs
}

// commitmentViews are the goals and principles a section picks, named in the reader's
// language, the principles grouped by the Global Compact's areas.
func commitmentViews(ctx context.Context, sec Section) ([]views.CommitmentView, []views.PrincipleArea) {
	goals, principles := sec.Commitments()
	var gs []views.CommitmentView
	for _, g := range goals {
		gs = append(gs, views.CommitmentView{Number: g.Number, Name: web.T(ctx, reference.SDGName(g.Number)), Description: g.Description})
	}
	var areas []views.PrincipleArea
	for _, a := range reference.CompactAreas {
		area := views.PrincipleArea{Name: web.T(ctx, a.Message())}
		for _, p := range principles {
			if slices.Contains(a.Principles, p.Number) {
				area.Principles = append(area.Principles, views.CommitmentView{Number: p.Number,
					Name: web.T(ctx, reference.PrincipleText(p.Number)), Description: p.Description})
			}
		}
		if len(area.Principles) > 0 {
			areas = append(areas, area)
		}
	}
	return gs, areas
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// localDate writes a day in the request's language ("" for none).
func localDate(ctx context.Context, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return web.ShellFrom(ctx).Loc.Date(t)
}
