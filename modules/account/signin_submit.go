package account

import (
	"errors"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /signin: checks the password under the limits (SignInWithPassword). With a second
// factor enrolled, the sign-in waits for its code on the next page, unless the code came
// with the password (the account was held back); otherwise the session starts now.
func (h *Handler) signInSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "email", "password", "next", "code")
	again := func(v views.SignInView, status int) error {
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.signin.title"),
			Layout: templates.NoAuth, Status: status, NoStore: true,
			Body: views.SignIn(v)})
	}
	addProblem(&f.Errors, "email", CheckEmail(f.Value("email")))
	if f.Value("password") == "" {
		f.Errors.Add("password", "account.password.required", nil)
	}
	if f.Failed() {
		return again(h.signInView(c, f), fiber.StatusUnprocessableEntity)
	}
	res, err := h.Service.SignInWithPassword(ctx, PasswordAttempt{Email: f.Value("email"), Password: f.Value("password"),
		Code: strings.TrimSpace(f.Value("code")), IP: c.IP(), Device: c.Cookies(deviceCookie)})
	v := h.signInView(c, f)
	v.AskCode = f.Value("code") != ""
	var held *Held
	switch {
	case errors.As(err, &held):
		_, _ = limited(c, &v.Form, web.TooMany(held.Wait))
		if held.Account {
			v.Form.Fail("account.signin.held", map[string]any{"Wait": web.WaitText(ctx, held.Wait)})
			v.AskCode = true
		}
		return again(v, fiber.StatusTooManyRequests)
	case errors.Is(err, ErrBadCode):
		v.Form.Errors.Add("code", CodeKey(CodeInvalidMFACode), nil)
		return again(v, fiber.StatusUnprocessableEntity)
	case errors.Is(err, ErrInvalidCredentials):
		v.Form.Fail(CodeKey(CodeInvalidCredential), nil)
		return again(v, fiber.StatusUnprocessableEntity)
	case hasCode(err, CodeUserDisabled):
		v.Form.Fail(CodeKey(CodeUserDisabled), nil)
		return again(v, fiber.StatusForbidden)
	case errors.Is(err, ErrUnverified):
		v.Form.Fail(CodeKey(CodeEmailNotVerified), map[string]any{"Email": res.Email})
		v.Unverified = true
		return again(v, fiber.StatusUnprocessableEntity)
	case err != nil:
		return err
	}
	if res.SecondFactorDone {
		sr, err := h.Service.CompleteSignIn(ctx, res.UserID, MethodPassword, client(c))
		if err != nil {
			return err
		}
		if err := h.signedIn(c, res.UserID, sr); err != nil {
			return err
		}
		return web.Redirect(c, afterSignIn(c, f.Value("next")))
	}
	return h.firstFactorDone(c, res.UserID, MethodPassword, f.Value("next"))
}
