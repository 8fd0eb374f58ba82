package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /signin/code/cancel: forgets the sign-in waiting for its code.
func (h *Handler) challengeCancel(c fiber.Ctx) error {
	h.Service.CancelPendingSignIn(c.Context())
	return web.Redirect(c, SignInPath)
}
