package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /verify/resend: mails a new verification link, limited per address and per account; the
// answer does not say whether the address has an account.
func (h *Handler) verifyResend(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "email")
	if m := CheckEmail(f.Value("email")); m != nil {
		f.Errors.Add("email", m.Key, m.Data)
		f.Fail("account.verify.again", nil)
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.verify.failed"),
			Layout: templates.NoAuth, Status: fiber.StatusUnprocessableEntity, NoStore: true,
			Body: views.LinkFailed(views.LinkFailedView{
				Links: links, Title: web.T(ctx, "account.verify.failed"), Retry: "verify", Form: f})})
	}
	err := h.check(ctx, h.perIP("mail", c.IP(), limitMailIP), h.perAccount("verify", f.Value("email"), limitMailAccount))
	if ok, err := limited(c, &f, err); ok || err != nil {
		if err != nil {
			return err
		}
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.verify.sent.title"),
			Layout: templates.NoAuth, Status: refused(c), NoStore: true,
			Body: views.CheckEmail(views.CheckEmailView{Links: links, Email: f.Value("email"), Form: f})})
	}
	if err := h.Service.ResendVerification(ctx, f.Value("email"), pageLang(c)); err != nil {
		return err
	}
	h.Sessions.Put(ctx, sessionSentTo, f.Value("email"))
	h.Sessions.AddFlash(ctx, web.Success("account.verify.resent"))
	return web.Redirect(c, verifySentPath)
}
