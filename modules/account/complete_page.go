package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// completePage finishes a sign-up that started at a provider: the company's name and the
// terms.
func (h *Handler) completePage(c fiber.Ctx) error {
	provider, email, ok := h.Service.PendingSignUp(c.Context())
	if !ok {
		return web.Redirect(c, SignUpPath)
	}
	v := views.CompleteSignUpView{Links: links, Form: web.NewForm(), Provider: provider, Email: email}
	return page(c, fiber.StatusOK, "account.complete.title", views.CompleteSignUp(v), templates.NoAuth)
}
