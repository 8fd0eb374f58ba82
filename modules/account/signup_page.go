package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// sessionSentTo is the address the last link was mailed to, for the "check your mail" page.
const sessionSentTo = "sent_to"

// GET /signup: the sign-up form.
func (h *Handler) signUpPage(c fiber.Ctx) error {
	v := views.SignUpView{Links: links, Form: web.NewForm(), Providers: h.providerLinks("")}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.signup.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.SignUp(v)})
}
