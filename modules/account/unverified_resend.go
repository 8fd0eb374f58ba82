package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/unverified/{id}/resend: a new verification link to an account that never
// confirmed its address.
func (h *Handler) unverifiedResend(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	if err := h.Service.AdminResendVerification(ctx, web.AuditActor(ctx), id); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.admin.unverified.resent"))
	return web.Redirect(c, UnverifiedPath)
}
