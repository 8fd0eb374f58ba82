package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

// forgotSent says where the reset link went (if the address has an account).
func (h *Handler) forgotSent(c fiber.Ctx) error {
	email := h.Sessions.GetString(c.Context(), sessionSentTo)
	if email == "" {
		return web.Redirect(c, forgotPath)
	}
	return page(c, fiber.StatusOK, "account.forgot.sent.title", views.ForgotSent(views.SentView{Links: links, Email: email}))
}
