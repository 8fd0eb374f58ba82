package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/signout-everywhere: ends every session of the account, this one included, and revokes its
// API tokens.
func (h *Handler) signOutEverywhere(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.Service.SignOutEverywhere(ctx, web.CurrentUser(ctx).ID); err != nil {
		return err
	}
	if err := h.Service.EndSession(ctx); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.signout.everywhere_done"))
	return web.Redirect(c, SignInPath)
}
