package profile

import (
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/guidance: the wizard's sections, each with the languages whose help text admins
// rewrote (docs/profile.md, "Guidance").
func (h *Handler) guidanceList(c fiber.Ctx) error {
	ctx := c.Context()
	all, err := h.Service.Guidance(ctx)
	if err != nil {
		return err
	}
	var m views.GuidanceList
	for _, k := range SectionKeys {
		g := all[k]
		row := views.GuidanceRow{Title: web.T(ctx, "profile.section."+SectionSlug(k)+".title"), Href: guidanceSectionPath(k),
			Rewritten: web.T(ctx, "profile.guidance.none")}
		var langs []string
		for _, lang := range i18n.Languages {
			if g.Texts[lang] != "" {
				langs = append(langs, templates.LanguageName(lang))
			}
		}
		if len(langs) > 0 {
			row.Rewritten = strings.Join(langs, ", ")
		}
		if !g.UpdatedAt.IsZero() {
			row.Saved = localDate(ctx, g.UpdatedAt)
		}
		m.Rows = append(m.Rows, row)
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "profile.guidance.title"), Body: views.GuidanceListView(m)})
}
