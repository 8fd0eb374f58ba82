package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/tokens/{id}/revoke: revokes one of the account's tokens.
func (h *Handler) tokenRevoke(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	if err := h.Service.RevokeAPIToken(ctx, web.CurrentUser(ctx).ID, id); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.tokens.revoked"))
	return web.Redirect(c, SettingsPath+"#tokens")
}
