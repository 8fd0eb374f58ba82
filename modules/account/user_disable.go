package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/users/{id}/disable: the account's sessions and API tokens end at once and its
// sign-ins are refused until it is enabled.
func (h *Handler) userDisable(c fiber.Ctx) error {
	return h.setDisabled(c, true, "account.admin.user.disabled")
}

func (h *Handler) setDisabled(c fiber.Ctx, disabled bool, flash string) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	if err := h.Service.AdminSetDisabled(ctx, web.AuditActor(ctx), id, versionOf(c), disabled); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success(flash))
	return web.Redirect(c, userPath(id))
}
