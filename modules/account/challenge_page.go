package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

// challengePage asks for the second step's code of the sign-in this browser began.
func (h *Handler) challengePage(c fiber.Ctx) error {
	if _, _, _, ok := h.Service.PendingSignIn(c.Context()); !ok {
		return web.Redirect(c, SignInPath)
	}
	return page(c, fiber.StatusOK, "account.mfa.challenge.title", views.Challenge(views.ChallengeView{Links: links, Form: web.NewForm()}))
}
