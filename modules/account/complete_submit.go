package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /signup/complete: creates the account of the identity waiting in this browser. An address
// the provider does not vouch for is confirmed by mail first.
func (h *Handler) completeSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	provider, email, ok := h.Service.PendingSignUp(ctx)
	if !ok {
		return web.Redirect(c, SignUpPath)
	}
	f := web.FormFrom(c, "company", "terms")
	userID, method, next, verified, err := h.Service.CompleteOIDCSignUp(ctx, f.Value("company"), f.Value("terms") == "1", pageLang(c))
	var we *web.Error
	switch {
	case err == nil, f.Take(err):
	case errors.As(err, &we) && we.Status < 500: // the identity is gone or taken: say why
		f.Fail(we.Key, we.Data)
	default:
		return err
	}
	if f.Failed() {
		v := views.CompleteSignUpView{Links: links, Form: f, Provider: provider, Email: email}
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.complete.title"),
			Layout: templates.NoAuth, Status: fiber.StatusUnprocessableEntity, NoStore: true,
			Body: views.CompleteSignUp(v)})
	}
	if !verified {
		h.Sessions.Put(ctx, sessionSentTo, email)
		return web.Redirect(c, verifySentPath)
	}
	return h.firstFactorDone(c, userID, method, next)
}
