package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /verify/sent: says where the verification link went, with a way to ask for another.
func (h *Handler) verifySent(c fiber.Ctx) error {
	email := h.Sessions.GetString(c.Context(), sessionSentTo)
	if email == "" {
		return web.Redirect(c, SignUpPath)
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.verify.sent.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.CheckEmail(views.CheckEmailView{Links: links, Email: email, Form: web.NewForm()})})
}
