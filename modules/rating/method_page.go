package rating

import (
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
	for _, l := range Levels {
		m.Levels = append(m.Levels, views.MethodLevel{Name: l.Level.MessageKey(), From: l.From, To: l.To, Stars: l.Stars})
	}
	for _, r := range []Reason{ReasonESGReport, ReasonESGAccreditation, ReasonCarbonAccreditation} {
		var names []string
		for _, s := range Covered(r) {
			names = append(names, web.T(ctx, "profile.section."+s.Slug()+".title"))
		}
		m.Covers = append(m.Covers, views.MethodCover{By: "rating.method.cover." + string(r), Sections: strings.Join(names, ", ")})
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "rating.method.title"),
		Description: web.T(ctx, "rating.method.lead", map[string]any{"Max": MaxTotal}), Body: views.Method(m)})
}
