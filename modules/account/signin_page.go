package account

import (
	"errors"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

func (h *Handler) providers() []views.Provider {
	var out []views.Provider
	for _, p := range h.svc.Providers() {
		out = append(out, views.Provider{Name: p.Name, Label: p.Label})
	}
	return out
}

func (h *Handler) signInView(c fiber.Ctx, f views.Form) views.SignInView {
	provider, email := h.svc.PendingLink(c.Context())
	if email != "" && f.Value("email") == "" {
		f.Values["email"] = email
	}
	return views.SignInView{Form: f, Next: web.LocalPath(f.Value("next"), ""), Providers: h.providers(),
		LinkProvider: provider, LinkEmail: email}
}

func (h *Handler) signInPage(c fiber.Ctx) error {
	f := views.NewForm()
	f.Values["next"] = c.Query("next")
	f.Values["email"] = c.Query("email")
	return page(c, fiber.StatusOK, "account.signin.title", views.SignIn(h.signInView(c, f)), templates.NoAuth)
}

// signInSubmit checks the password under the limits (SignInWithPassword). With a second
// factor enrolled, the sign-in waits for its code on the next page, unless the code came
// with the password (the account was held back); otherwise the session starts now.
func (h *Handler) signInSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "email", "password", "next", "code")
	again := func(v views.SignInView, status int) error {
		return page(c, status, "account.signin.title", views.SignIn(v), templates.NoAuth)
	}
	p := Problems{}
	p.add("email", checkEmail(f.Value("email")))
	if f.Value("password") == "" {
		p["password"] = Rule{Key: "account.password.required"}
	}
	if len(p) > 0 {
		return again(h.signInView(c, withProblems(f, p)), fiber.StatusUnprocessableEntity)
	}
	res, err := h.svc.SignInWithPassword(ctx, PasswordAttempt{Email: f.Value("email"), Password: f.Value("password"),
		Code: strings.TrimSpace(f.Value("code")), IP: c.IP(), Device: c.Cookies(deviceCookie)})
	v := h.signInView(c, f)
	v.AskCode = f.Value("code") != ""
	var held *Held
	switch {
	case errors.As(err, &held):
		_, _ = limited(c, &v.Form, web.TooMany(held.Wait))
		if held.Account {
			v.Form.Error = &views.Msg{Key: "account.signin.held", Data: map[string]any{"Wait": web.WaitText(ctx, held.Wait)}}
			v.AskCode = true
		}
		return again(v, fiber.StatusTooManyRequests)
	case errors.Is(err, ErrBadCode):
		v.Form.Errors["code"] = Rule{Key: CodeKey(CodeInvalidMFACode)}
		return again(v, fiber.StatusUnprocessableEntity)
	case errors.Is(err, ErrInvalidCredentials):
		v.Form.Error = &views.Msg{Key: CodeKey(CodeInvalidCredential)}
		return again(v, fiber.StatusUnprocessableEntity)
	case errors.Is(err, ErrUnverified):
		v.Form.Error = &views.Msg{Key: CodeKey(CodeEmailNotVerified), Data: map[string]any{"Email": res.User.Email}}
		v.Unverified = true
		return again(v, fiber.StatusUnprocessableEntity)
	case err != nil:
		return err
	}
	if res.SecondFactorDone {
		sr, err := h.svc.CompleteSignIn(ctx, res.User.ID, MethodPassword, client(c))
		if err != nil {
			return err
		}
		if err := h.signedIn(c, res.User.ID, sr); err != nil {
			return err
		}
		return web.Redirect(c, afterSignIn(c, f.Value("next")))
	}
	return h.firstFactorDone(c, res.User.ID, MethodPassword, f.Value("next"))
}

// firstFactorDone continues a sign-in whose first factor (password or provider) is proven.
func (h *Handler) firstFactorDone(c fiber.Ctx, userID uuid.UUID, method, next string) error {
	needsCode, res, err := h.svc.BeginSignIn(c.Context(), userID, method, next, client(c))
	if err != nil {
		return err
	}
	if needsCode {
		return web.Redirect(c, SignInPath+"/code")
	}
	if err := h.signedIn(c, userID, res); err != nil {
		return err
	}
	return web.Redirect(c, afterSignIn(c, next))
}

func (h *Handler) signedInFlash(c fiber.Ctx, res SignInResult) {
	if res.Linked != "" {
		h.sessions.AddFlash(c.Context(), web.Flash{Key: "account.link.done", Severity: "success",
			Data: map[string]any{"Provider": h.svc.ProviderLabel(res.Linked)}})
	}
}

func (h *Handler) mfaPage(c fiber.Ctx) error {
	if _, _, _, ok := h.svc.PendingSignIn(c.Context()); !ok {
		return web.Redirect(c, SignInPath)
	}
	return page(c, fiber.StatusOK, "account.mfa.challenge.title", views.MFAChallenge(views.MFAView{Form: views.NewForm()}))
}

// mfaSubmit is the second step: a code from the authenticator app or a recovery code.
func (h *Handler) mfaSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	userID, method, next, ok := h.svc.PendingSignIn(ctx)
	if !ok {
		h.sessions.AddFlash(ctx, web.Failure("account.mfa.challenge.expired"))
		return web.Redirect(c, SignInPath)
	}
	f := formFrom(c, "code")
	again := func(status int) error {
		return page(c, status, "account.mfa.challenge.title", views.MFAChallenge(views.MFAView{Form: f}))
	}
	if f.Value("code") == "" {
		f.Errors["code"] = Rule{Key: "account.mfa.code_required"}
		return again(fiber.StatusUnprocessableEntity)
	}
	used, err := h.svc.checkCode(ctx, userID.String(), func() (string, error) {
		return h.svc.CheckSecondFactor(ctx, userID, f.Value("code"))
	})
	var held *Held
	if errors.As(err, &held) {
		_, _ = limited(c, &f, web.TooMany(held.Wait))
		return again(f.Status())
	}
	if errors.Is(err, ErrBadCode) {
		f.Errors["code"] = Rule{Key: CodeKey(CodeInvalidMFACode)}
		return again(fiber.StatusUnprocessableEntity)
	}
	if err != nil {
		return err
	}
	res, err := h.svc.CompleteSignIn(ctx, userID, method, client(c))
	if err != nil {
		return err
	}
	if used == "recovery" {
		h.sessions.AddFlash(ctx, web.Flash{Key: "account.mfa.recovery_used", Severity: "warning"}.WithLink(SettingsPath+"#mfa", "account.nav.settings"))
	}
	if err := h.signedIn(c, userID, res); err != nil {
		return err
	}
	return web.Redirect(c, afterSignIn(c, next))
}

func (h *Handler) mfaCancel(c fiber.Ctx) error {
	h.svc.CancelPendingSignIn(c.Context())
	return web.Redirect(c, SignInPath)
}

// signOut ends this browser's session. The islands' API client calls it with fetch after a
// 401 or 403 (Accept: application/json) and gets 204; a form gets the home page.
func (h *Handler) signOut(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.svc.EndSession(ctx); err != nil {
		return err
	}
	if strings.Contains(c.Get(fiber.HeaderAccept), fiber.MIMEApplicationJSON) {
		return c.SendStatus(fiber.StatusNoContent)
	}
	h.sessions.AddFlash(ctx, web.Success("account.signout.done"))
	return web.Redirect(c, "/")
}
