package rating

import (
	"context"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/rating/views"
	"greenconnect/templates"
)

// MethodTag is the page-cache tag of the method page (docs/rating.md, "The published method"):
// a points table change flushes every page anyway.
const MethodTag = "green-rating"

// GET /green-rating: how every point is earned, from the live points table, for anyone.
func (h *Handler) methodPage(c fiber.Ctx) error {
	ctx := c.Context()
	v, err := h.Service.Table(ctx)
	if err != nil {
		return err
	}
	pagecache.Public(c, MethodTag)
	t := v.Table
	loc := web.ShellFrom(ctx).Loc
	m := views.MethodPage{Max: MaxTotal, BestPath: BestPath(t), Version: v.Version,
		Stages: []string{"rating.stage.defined", "rating.stage.planning", "rating.stage.not_needed"}}
	if !v.UpdatedAt.IsZero() {
		m.UpdatedOn = loc.Date(v.UpdatedAt)
	}
	for _, p := range []struct {
		label  string
		points int
	}{{"rating.key.sign_up", t.SignUp}, {"rating.key.company_profile", t.CompanyProfile}, {"rating.key.green_room", t.GreenRoom}} {
		m.Plain = append(m.Plain, views.MethodPlain{Label: p.label, Points: p.points})
	}
	for _, s := range Sections {
		row := views.MethodRow{Label: "profile.section." + s.Slug() + ".title",
			Points: []string{strconv.Itoa(t.Stages[s].Defined), strconv.Itoa(t.Stages[s].Planning), strconv.Itoa(t.Stages[s].NotNeeded)}}
		if s == Accreditations {
			var by []string
			for _, a := range AccreditationTypes {
				by = append(by, web.T(ctx, "rating.accreditation."+a.Key())+" "+strconv.Itoa(t.AccreditationPoints[a]))
			}
			row.Points[0] = strings.Join(by, " · ")
		}
		m.Sections = append(m.Sections, row)
	}
	m.Levels = levelRows()
	for _, r := range []Reason{ReasonESGReport, ReasonESGAccreditation, ReasonCarbonAccreditation} {
		var names []string
		for _, s := range Covered(r) {
			names = append(names, web.T(ctx, "profile.section."+s.Slug()+".title"))
		}
		m.Covers = append(m.Covers, views.MethodCover{By: "rating.method.cover." + string(r), Sections: strings.Join(names, ", ")})
	}
	versions, err := h.Service.TableVersions(ctx, 6)
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(versions) && i < 5; i++ {
		cur, prev := versions[i], versions[i+1]
		ch := views.MethodChange{Version: cur.Version, Date: loc.Date(cur.SavedAt)}
		for _, p := range Paths() {
			if a, b := prev.Points[p], cur.Points[p]; a != b {
				ch.Lines = append(ch.Lines, web.T(ctx, "rating.method.change", map[string]any{
					"Entry": pathLabel(ctx, p), "From": a, "To": b}))
			}
		}
		m.Changes = append(m.Changes, ch)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "rating.method.title"),
		Description: web.T(ctx, "rating.method.lead", map[string]any{"Max": MaxTotal}), Body: views.Method(m)})
}

// pathLabel names an entry of the points table in the reader's language.
func pathLabel(ctx context.Context, path string) string {
	switch path {
	case KeySignUp:
		return web.T(ctx, "rating.key.sign_up")
	case KeyCompanyProfile:
		return web.T(ctx, "rating.key.company_profile")
	case KeyGreenRoom:
		return web.T(ctx, "rating.key.green_room")
	}
	parts := strings.Split(path, ".")
	s, ok := SectionByKey(parts[0])
	if !ok || len(parts) < 2 {
		return path
	}
	label := web.T(ctx, "profile.section."+s.Slug()+".title") + " · " + web.T(ctx, "rating.stage."+Stage(parts[1]).Slug())
	if len(parts) > 2 {
		label += " · " + web.T(ctx, "rating.accreditation."+parts[2])
	}
	return label
}
