package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /signup: creates the account (SignUp) and says to check the mail, under a limit per
// address and, once the form is valid, per account.
func (h *Handler) signUpSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "email", "password", "company", "terms")
	again := func() error {
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.signup.title"),
			Layout: templates.NoAuth, Status: refused(c), NoStore: true,
			Body: views.SignUp(views.SignUpView{Links: links, Form: f,
				Providers: h.providerLinks("")})})
	}
	in := SignUpInput{Email: f.Value("email"), Password: f.Value("password"),
		CompanyName: f.Value("company"), AcceptTerms: f.Value("terms") == "1", Lang: pageLang(c)}
	if ok, err := limited(c, &f, h.check(ctx, h.perIP("signup", c.IP(), limitSignUpIP))); ok || err != nil {
		if err != nil {
			return err
		}
		return again()
	}
	if errs := in.check(); errs.Len() > 0 {
		f.Errors = errs
		return again()
	}
	// Each valid sign-up mails the address: limited per account too, so it cannot flood an inbox.
	if ok, err := limited(c, &f, h.check(ctx, h.perAccount("signup", in.Email, limitMailAccount))); ok || err != nil {
		if err != nil {
			return err
		}
		return again()
	}
	err := h.Service.SignUp(ctx, in)
	if f.Take(err) {
		return again()
	}
	if err != nil {
		return err
	}
	h.Sessions.Put(ctx, sessionSentTo, f.Value("email"))
	return web.Redirect(c, verifySentPath)
}
