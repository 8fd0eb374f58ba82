package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/users/{id}/reset: mails the account a password reset link (the /forgot flow).
func (h *Handler) userReset(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	if err := h.Service.AdminSendReset(ctx, web.AuditActor(ctx), id); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.admin.user.reset_sent"))
	return web.Redirect(c, userPath(id))
}
