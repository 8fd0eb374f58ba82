package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /forgot/sent: says where the reset link went (if the address has an account).
func (h *Handler) forgotSent(c fiber.Ctx) error {
	email := h.Sessions.GetString(c.Context(), sessionSentTo)
	if email == "" {
		return web.Redirect(c, forgotPath)
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.forgot.sent.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.ForgotSent(views.SentView{Links: links, Email: email})})
}
