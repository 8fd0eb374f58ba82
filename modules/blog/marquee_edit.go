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

// POST /admin/marquee: the headlines saved and recorded.
func (h *Handler) marqueeSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, append([]string{"seen"}, Languages...)...)
	err := h.Service.SaveMarquee(ctx, web.AuditActor(ctx), f.Values, f.Value("seen"))
	switch e := web.AsError(err); {
	case f.Take(err):
		return h.renderMarquee(c, e.Status, f)
	case err != nil && e.Status == fiber.StatusConflict:
		// Saved by someone else meanwhile: this text is kept, and saving it again replaces
		// theirs deliberately (the form now names the marquee as it is).
		m, mErr := h.Service.Marquee(ctx)
		if mErr != nil {
			return mErr
		}
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: e.Key, Data: e.Data}, ReloadHref: MarqueePath, Overwrite: true}
		f.Set("seen", MarqueeVersion(m))
		return h.renderMarquee(c, e.Status, f)
	case err != nil:
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("blog.marquee.saved"))
	return web.Redirect(c, MarqueePath)
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
