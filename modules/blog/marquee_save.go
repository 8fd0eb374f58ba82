package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

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
