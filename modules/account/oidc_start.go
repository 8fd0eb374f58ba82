package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /signin/{provider}: sends the browser to the provider (a GET: see views.ProviderButtons).
func (h *Handler) oidcStart(c fiber.Ctx) error {
	ctx := c.Context()
	if web.CurrentUser(ctx) != nil {
		return web.Redirect(c, afterSignIn(c, c.Query("next")))
	}
	if err := h.check(ctx, h.perIP("oidc", c.IP(), limitOIDCIP)); err != nil {
		return err
	}
	to, err := h.Service.StartOIDC(ctx, c.Params("provider"), intentSignIn, c.Query("next"))
	if err != nil {
		return h.oidcFailed(c, err)
	}
	return c.Redirect().Status(fiber.StatusSeeOther).To(to)
}
