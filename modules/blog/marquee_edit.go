package blog

import (
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/templates"
)

// GET /admin/marquee: the marquee's headlines in the four languages (admins).
func (h *Handler) marqueeEdit(c fiber.Ctx) error {
	m, err := h.Service.Marquee(c.Context())
	if err != nil {
		return err
	}
	f := web.NewForm()
	for _, lang := range Languages {
		f.Set(lang, strings.Join(m[lang], "\n"))
	}
	f.Set("seen", MarqueeVersion(m))
	return h.renderMarquee(c, fiber.StatusOK, f)
}

func (h *Handler) renderMarquee(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	vm := views.MarqueeView{Action: MarqueePath}
	f.Labels = map[string]string{}
	for _, lang := range Languages {
		label := web.T(ctx, "blog.marquee.lang."+lang)
		vm.Langs = append(vm.Langs, views.MarqueeLang{Code: lang, Label: label})
		f.Labels[lang] = label
	}
	vm.Form = f
	return templates.Render(c, templates.Page{Title: web.T(ctx, "blog.marquee.title"), Status: status, NoStore: true, Body: views.MarqueeEdit(vm)})
}
