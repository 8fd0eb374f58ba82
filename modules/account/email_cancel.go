package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/email/cancel: voids the pending email change; the address stays.
func (h *Handler) emailCancel(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.Service.CancelEmailChange(ctx, web.CurrentUser(ctx).ID); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.email.cancelled"))
	return web.Redirect(c, SettingsPath+"#email")
}
