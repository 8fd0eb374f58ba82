package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

// verifySent says where the verification link went, with a way to ask for another.
func (h *Handler) verifySent(c fiber.Ctx) error {
	email := h.Sessions.GetString(c.Context(), sessionSentTo)
	if email == "" {
		return web.Redirect(c, SignUpPath)
	}
	return page(c, fiber.StatusOK, "account.verify.sent.title",
		views.CheckEmail(views.CheckEmailView{Links: links, Email: email, Form: web.NewForm()}))
}
