package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/guidance/{section}: one section's help text in each language, the shipped text
// beside each field.
func (h *Handler) guidanceEdit(c fiber.Ctx) error {
	g, err := h.Service.GuidanceOf(c.Context(), c.Params("section"))
	if err != nil {
		return err
	}
	f := web.NewForm()
	for _, lang := range i18n.Languages {
		f.Set(lang, g.Texts[lang])
	}
	return h.renderGuidance(c, fiber.StatusOK, g.Section, g.Version, f, false)
}

func (h *Handler) renderGuidance(c fiber.Ctx, status int, key string, version int, f web.Form, conflict bool) error {
	ctx := c.Context()
	slug := SectionSlug(key)
	m := views.GuidanceForm{Action: guidanceSectionPath(key), BackHref: GuidancePath, Version: version,
		Title: web.T(ctx, "profile.section."+slug+".title"), Question: web.T(ctx, "profile.section."+slug+".question"),
		Max: maxGuidanceLength}
	if conflict { // another admin saved since: a save now replaces theirs
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: "profile.guidance.changed"}, ReloadHref: guidanceSectionPath(key), Overwrite: true}
	}
	f.Labels = map[string]string{}
	for _, lang := range i18n.Languages {
		loc := h.Bundle.Localizer(lang)
		l := views.GuidanceLang{Code: lang, Label: templates.LanguageName(lang), HTMLLang: loc.HTMLLang(),
			Shipped: loc.T("profile.section." + slug + ".help")}
		m.Langs = append(m.Langs, l)
		f.Labels[lang] = l.Label
	}
	m.Form = f
	return templates.Render(c, templates.Page{NoStore: true, Title: m.Title + " · " + web.T(ctx, "profile.guidance.title"), Status: status,
		Body: views.GuidanceEditView(m)})
}
