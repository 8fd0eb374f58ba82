package profile

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/sdgs: the 17 UN goals and the 10 Global Compact principles with their
// translations and how many listed companies work on each, a goal's count linking to the
// directory filtered by it (docs/profile.md, "SDGs and the UN Global Compact").
func (h *Handler) sdgsPage(c fiber.Ctx) error {
	ctx := c.Context()
	goals, principles, err := h.Service.CommitmentCounts(ctx)
	if err != nil {
		return err
	}
	var m views.SDGsPage
	locs := make([]*i18n.Localizer, 0, len(i18n.Languages))
	for _, lang := range i18n.Languages {
		loc := h.Bundle.Localizer(lang)
		locs = append(locs, loc)
		m.Langs = append(m.Langs, views.LangLabel{Label: templates.LanguageName(lang), HTMLLang: loc.HTMLLang()})
	}
	for _, n := range reference.SDGs {
		r := referenceRow(ctx, locs, n, reference.SDGName(n), goals[n])
		r.About = web.T(ctx, reference.SDGText(n))
		if h.GoalListing != nil {
			r.Href = h.GoalListing(n)
			r.HrefLabel = web.ShellFrom(ctx).Loc.N("profile.sdgs.in_directory", r.Companies, map[string]any{"Number": n})
		}
		m.Goals = append(m.Goals, r)
	}
	for _, a := range reference.CompactAreas {
		area := views.ReferenceArea{Name: web.T(ctx, a.Message())}
		for _, n := range a.Principles {
			area.Rows = append(area.Rows, referenceRow(ctx, locs, n, reference.PrincipleText(n), principles[n]))
		}
		m.Principles = append(m.Principles, area)
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "profile.sdgs.title"), Body: views.SDGsPageView(m)})
}

// referenceRow is a goal or a principle named by message id in the admin's language and in
// each of locs.
func referenceRow(ctx context.Context, locs []*i18n.Localizer, n int, id string, companies int) views.ReferenceRow {
	r := views.ReferenceRow{Number: n, Name: web.T(ctx, id), Companies: companies}
	for _, loc := range locs {
		r.Translations = append(r.Translations, loc.T(id))
	}
	return r
}
