package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /forgot: asks for the address to mail a reset link to (?email= fills it in).
func (h *Handler) forgotPage(c fiber.Ctx) error {
	f := web.NewForm()
	f.Set("email", c.Query("email"))
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.forgot.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.Forgot(views.ForgotView{Links: links, Form: f})})
}
