package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /signin/code: the second step: a code from the authenticator app, the code texted,
// or a recovery code.
func (h *Handler) challengeSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	userID, method, next, ok := h.Service.PendingSignIn(ctx)
	if !ok {
		h.Sessions.AddFlash(ctx, web.Failure("account.mfa.challenge.expired"))
		return web.Redirect(c, SignInPath)
	}
	f := web.FormFrom(c, "code")
	again := func(status int) error { return h.challenge(c, status, f) }
	if f.Value("code") == "" {
		f.Errors.Add("code", "account.mfa.code_required", nil)
		return again(fiber.StatusUnprocessableEntity)
	}
	used, err := h.Service.checkCode(ctx, userID.String(), func() (string, error) {
		return h.Service.CheckSignInCode(ctx, userID, f.Value("code"))
	})
	var held *Held
	if errors.As(err, &held) {
		_, _ = limited(c, &f, web.TooMany(held.Wait))
		return again(refused(c))
	}
	if errors.Is(err, ErrBadCode) {
		f.Errors.Add("code", CodeKey(CodeInvalidMFACode), nil)
		return again(fiber.StatusUnprocessableEntity)
	}
	if err != nil {
		return err
	}
	cl := client(c)
	cl.Factor = used
	res, err := h.Service.CompleteSignIn(ctx, userID, method, cl)
	if err != nil {
		return err
	}
	if used == "recovery" {
		h.Sessions.AddFlash(ctx, web.Flash{Key: "account.mfa.recovery_used", Severity: "warning"}.WithLink(settingsMFASection, "account.nav.settings"))
	}
	if err := h.signedIn(c, userID, res); err != nil {
		return err
	}
	return web.Redirect(c, afterSignIn(c, next))
}
