package account

import (
	"errors"
	"net/url"
	"regexp"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

const sessionSentTo = "sent_to" // the address the last link was mailed to, for the "check your mail" page

func (h *Handler) signUpPage(c fiber.Ctx) error {
	v := views.SignUpView{Form: views.NewForm(), Providers: h.providers()}
	return page(c, fiber.StatusOK, "account.signup.title", views.SignUp(v), templates.NoAuth)
}

func (h *Handler) signUpSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "email", "password", "company", "terms")
	again := func(f views.Form) error {
		return page(c, f.Status(), "account.signup.title", views.SignUp(views.SignUpView{Form: f, Providers: h.providers()}),
			templates.NoAuth)
	}
	in := SignUpInput{Email: f.Value("email"), Password: f.Value("password"),
		CompanyName: f.Value("company"), AcceptTerms: f.Value("terms") == "1"}
	if ok, err := limited(c, &f, h.check(ctx, h.perIP("signup", c.IP(), limitSignUpIP))); ok || err != nil {
		if err != nil {
			return err
		}
		return again(f)
	}
	if p := in.Check(); len(p) > 0 {
		return again(withProblems(f, p))
	}
	// Each valid sign-up mails the address: limited per account too, so it cannot flood an inbox.
	if ok, err := limited(c, &f, h.check(ctx, h.perAccount("signup", in.Email, limitMailAccount))); ok || err != nil {
		if err != nil {
			return err
		}
		return again(f)
	}
	p, err := h.svc.SignUp(ctx, in)
	if err != nil {
		return err
	}
	if len(p) > 0 {
		return again(withProblems(f, p))
	}
	h.sessions.Put(ctx, sessionSentTo, f.Value("email"))
	return web.Redirect(c, "/verify/sent")
}

func (h *Handler) verifySent(c fiber.Ctx) error {
	email := h.sessions.GetString(c.Context(), sessionSentTo)
	if email == "" {
		return web.Redirect(c, SignUpPath)
	}
	return page(c, fiber.StatusOK, "account.verify.sent.title", views.CheckEmail(views.CheckEmailView{Email: email, Form: views.NewForm()}))
}

// verifyResend mails a new verification link, limited per address and per account; the
// answer does not say whether the address has an account.
func (h *Handler) verifyResend(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "email")
	if r := checkEmail(f.Value("email")); r != nil {
		f.Errors["email"] = *r
		return page(c, fiber.StatusUnprocessableEntity, "account.verify.failed",
			views.LinkFailed(views.LinkFailedView{Title: web.T(ctx, "account.verify.failed"),
				Reason: views.Msg{Key: "account.verify.again"}, Retry: "verify", Form: f}))
	}
	err := h.check(ctx, h.perIP("mail", c.IP(), limitMailIP), h.perAccount("verify", f.Value("email"), limitMailAccount))
	if ok, err := limited(c, &f, err); ok || err != nil {
		if err != nil {
			return err
		}
		return page(c, f.Status(), "account.verify.sent.title", views.CheckEmail(views.CheckEmailView{Email: f.Value("email"), Form: f}))
	}
	if err := h.svc.ResendVerification(ctx, f.Value("email")); err != nil {
		return err
	}
	h.sessions.Put(ctx, sessionSentTo, f.Value("email"))
	h.sessions.AddFlash(ctx, web.Success("account.verify.resent"))
	return web.Redirect(c, "/verify/sent")
}

// verifyPage is where a verification link lands. Mail scanners follow links, so it only
// shows a button; pressing it (a POST) confirms the address (docs/account-security.md).
func (h *Handler) verifyPage(c fiber.Ctx) error {
	token := c.Params("token")
	email, err := h.svc.CheckVerifyLink(c.Context(), token)
	if err != nil {
		return h.verifyRefused(c, err)
	}
	return page(c, fiber.StatusOK, "account.verify.confirm.title", views.VerifyConfirm(views.VerifyView{Token: token, Email: email}))
}

// verifyLink spends a verification link. It proves the mailbox; signing in is the next
// step, so a link alone never opens a session.
func (h *Handler) verifyLink(c fiber.Ctx) error {
	ctx := c.Context()
	v, err := h.svc.VerifyEmail(ctx, c.Params("token"))
	if err != nil {
		return h.verifyRefused(c, err)
	}
	if v.NoSignIn {
		set, err := h.svc.PasswordLink(ctx, v.User.ID)
		if err != nil {
			return err
		}
		h.sessions.AddFlash(ctx, web.Success("account.verify.choose_password"))
		return web.Redirect(c, set)
	}
	h.sessions.AddFlash(ctx, web.Success("account.verify.done"))
	if web.CurrentUser(ctx) != nil {
		return web.Redirect(c, "/")
	}
	return web.Redirect(c, SignInPath+"?email="+url.QueryEscape(v.User.Email))
}

// verifyRefused explains a verification link that cannot be used: an address already
// confirmed invites to sign in; any other refusal offers a new link.
func (h *Handler) verifyRefused(c fiber.Ctx, err error) error {
	ctx := c.Context()
	if errors.Is(err, ErrAlreadyConfirmed) {
		email, _ := h.svc.CheckVerifyLink(ctx, c.Params("token"))
		return page(c, fiber.StatusOK, "account.verify.already.title", views.AlreadyConfirmed(SignInPath+"?email="+url.QueryEscape(email)))
	}
	if !isLinkError(err) {
		return err
	}
	return page(c, fiber.StatusGone, "account.verify.failed", views.LinkFailed(views.LinkFailedView{
		Title: web.T(ctx, "account.verify.failed"), Reason: views.Msg{Key: CodeKey(linkErrorCode(err))},
		Retry: "verify", Form: views.NewForm()}))
}

var fieldName = regexp.MustCompile(`^[a-z_]{1,30}$`)

// passwordStrength answers the strength hint of the password field that asked (htmx).
func (h *Handler) passwordStrength(c fiber.Ctx) error {
	name := c.Get("HX-Trigger-Name")
	if !fieldName.MatchString(name) {
		name = "password"
	}
	pw := c.FormValue(name)
	level := ""
	var rule *views.Msg
	if pw != "" {
		level = PasswordStrength(pw)
		if r := CheckPasswordRules(pw, c.FormValue("email")); r != nil {
			rule = r
			level = StrengthWeak
		}
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
	return views.Strength(level, rule).Render(c.Context(), c.Response().BodyWriter())
}
