package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /signup/complete: finishes a sign-up that started at a provider: the company's name and the
// terms.
func (h *Handler) completePage(c fiber.Ctx) error {
	provider, email, ok := h.Service.PendingSignUp(c.Context())
	if !ok {
		return web.Redirect(c, SignUpPath)
	}
	v := views.CompleteSignUpView{Links: links, Form: web.NewForm(), Provider: provider, Email: email}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.complete.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.CompleteSignUp(v)})
}
