package account

import (
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /signout: ends this browser's session. The islands' API client calls it with fetch
// after a 401 or 403 (Accept: application/json) and gets 204; a form gets the home page.
func (h *Handler) signOutSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.Service.EndSession(ctx); err != nil {
		return err
	}
	if strings.Contains(c.Get(fiber.HeaderAccept), fiber.MIMEApplicationJSON) {
		return c.SendStatus(fiber.StatusNoContent)
	}
	h.Sessions.AddFlash(ctx, web.Success("account.signout.done"))
	return web.Redirect(c, "/")
}
