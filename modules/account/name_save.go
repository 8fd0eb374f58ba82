package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/name: changes the name shown for the account.
func (h *Handler) nameSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "name")
	err := h.Service.SetDisplayName(ctx, web.CurrentUser(ctx).ID, f.Value("name"))
	if f.Take(err) {
		return h.settingsError(c, "name", f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.settings.saved"))
	return web.Redirect(c, SettingsPath+"#profile")
}
