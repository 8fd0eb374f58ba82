package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/photo/remove: goes back to the default avatar.
func (h *Handler) photoRemove(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.Service.RemoveAvatar(ctx, web.CurrentUser(ctx).ID); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.photo.removed"))
	return web.Redirect(c, SettingsPath+"#profile")
}
