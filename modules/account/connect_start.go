package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /user/profile/connect/{provider}: starts linking a provider to the signed-in account, and spends the proof
// connectProve kept.
func (h *Handler) connectStart(c fiber.Ctx) error {
	ctx := c.Context()
	name := c.Params("provider")
	if h.connectReady(c, web.CurrentUser(ctx).ID) != name {
		h.Sessions.AddFlash(ctx, web.Failure("account.methods.proof_first"))
		return web.Redirect(c, settingsMethodsSection)
	}
	h.Sessions.Remove(ctx, sessionConnectProof)
	if err := h.check(ctx, h.perIP("oidc", c.IP(), limitOIDCIP)); err != nil {
		return err
	}
	to, err := h.Service.StartOIDC(ctx, name, intentLink, settingsMethodsSection)
	if err != nil {
		return h.oidcFailed(c, err)
	}
	return c.Redirect().Status(fiber.StatusSeeOther).To(to)
}
