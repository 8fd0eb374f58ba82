package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

func (h *Handler) forgotPage(c fiber.Ctx) error {
	f := views.NewForm()
	f.Values["email"] = c.Query("email")
	return page(c, fiber.StatusOK, "account.forgot.title", views.Forgot(views.ForgotView{Form: f}), templates.NoAuth)
}

// forgotSubmit mails a reset link. The answer is the same whether or not the address has
// an account.
func (h *Handler) forgotSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "email")
	again := func() error {
		return page(c, f.Status(), "account.forgot.title", views.Forgot(views.ForgotView{Form: f}))
	}
	if r := checkEmail(f.Value("email")); r != nil {
		f.Errors["email"] = *r
		return again()
	}
	err := h.check(ctx, h.perIP("mail", c.IP(), limitMailIP), h.perAccount("reset", f.Value("email"), limitMailAccount))
	if ok, err := limited(c, &f, err); ok || err != nil {
		if err != nil {
			return err
		}
		return again()
	}
	if err := h.svc.RequestPasswordReset(ctx, f.Value("email")); err != nil {
		return err
	}
	h.sessions.Put(ctx, sessionSentTo, f.Value("email"))
	return web.Redirect(c, "/forgot/sent")
}

func (h *Handler) forgotSent(c fiber.Ctx) error {
	email := h.sessions.GetString(c.Context(), sessionSentTo)
	if email == "" {
		return web.Redirect(c, "/forgot")
	}
	return page(c, fiber.StatusOK, "account.forgot.sent.title", views.ForgotSent(email))
}

func (h *Handler) linkFailed(c fiber.Ctx, titleKey, retry string, err error) error {
	ctx := c.Context()
	return page(c, fiber.StatusGone, titleKey, views.LinkFailed(views.LinkFailedView{Title: web.T(ctx, titleKey),
		Reason: views.Msg{Key: CodeKey(linkErrorCode(err))}, Retry: retry, Form: views.NewForm()}))
}

func isLinkError(err error) bool {
	return errors.Is(err, ErrLinkInvalid) || errors.Is(err, ErrLinkExpired)
}

// resetPage shows the new-password form; the link is spent only when the form is sent.
func (h *Handler) resetPage(c fiber.Ctx) error {
	token := c.Params("token")
	err := h.svc.CheckResetLink(c.Context(), token)
	if isLinkError(err) {
		return h.linkFailed(c, "account.reset.title", "reset", err)
	}
	if err != nil {
		return err
	}
	return page(c, fiber.StatusOK, "account.reset.title", views.Reset(views.ResetView{Token: token, Form: views.NewForm()}))
}

func (h *Handler) resetSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	token := c.Params("token")
	f := formFrom(c, "password")
	broken, err := h.svc.ResetPassword(ctx, token, f.Value("password"))
	if isLinkError(err) {
		return h.linkFailed(c, "account.reset.title", "reset", err)
	}
	if err != nil {
		return err
	}
	if broken != nil {
		f.Errors["password"] = *broken
		return page(c, fiber.StatusUnprocessableEntity, "account.reset.title", views.Reset(views.ResetView{Token: token, Form: f}))
	}
	// Every session of the account ended, this browser's too if it was signed in.
	h.sessions.AddFlash(ctx, web.Success("account.reset.done"))
	return web.Redirect(c, SignInPath)
}

// emailConfirm spends an email-change link: following it proves the new mailbox.
func (h *Handler) emailConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	err := h.svc.ConfirmEmailChange(ctx, c.Params("token"))
	if isLinkError(err) {
		return h.linkFailed(c, "account.email.confirm_failed", "", err)
	}
	var we *web.Error
	if errors.As(err, &we) && we.Code == CodeEmailInUse {
		return page(c, fiber.StatusConflict, "account.email.confirm_failed", views.LinkFailed(views.LinkFailedView{
			Title: web.T(ctx, "account.email.confirm_failed"), Reason: views.Msg{Key: CodeKey(CodeEmailInUse)}}))
	}
	if err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.email.changed"))
	if web.CurrentUser(ctx) != nil {
		return web.Redirect(c, SettingsPath)
	}
	return web.Redirect(c, SignInPath)
}
