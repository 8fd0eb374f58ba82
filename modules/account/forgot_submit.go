package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /forgot: mails a reset link. The answer is the same whether or not the address has
// an account.
func (h *Handler) forgotSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "email")
	again := func() error {
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.forgot.title"),
			Layout: templates.NoAuth, Status: refused(c), NoStore: true,
			Body: views.Forgot(views.ForgotView{Links: links, Form: f})})
	}
	if m := CheckEmail(f.Value("email")); m != nil {
		f.Errors.Add("email", m.Key, m.Data)
		return again()
	}
	err := h.check(ctx, h.perIP("mail", c.IP(), limitMailIP), h.perAccount("reset", f.Value("email"), limitMailAccount))
	if ok, err := limited(c, &f, err); ok || err != nil {
		if err != nil {
			return err
		}
		return again()
	}
	if err := h.Service.RequestPasswordReset(ctx, f.Value("email"), pageLang(c)); err != nil {
		return err
	}
	h.Sessions.Put(ctx, sessionSentTo, f.Value("email"))
	return web.Redirect(c, forgotSentPath)
}
