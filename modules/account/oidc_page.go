package account

import (
	"errors"
	"net/url"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// oidcStart sends the browser to the provider (a GET: see views.ProviderButtons).
func (h *Handler) oidcStart(c fiber.Ctx) error {
	ctx := c.Context()
	if web.CurrentUser(ctx) != nil {
		return web.Redirect(c, afterSignIn(c, c.Query("next")))
	}
	if err := h.check(ctx, h.perIP("oidc", c.IP(), limitOIDCIP)); err != nil {
		return err
	}
	to, err := h.svc.StartOIDC(ctx, c.Params("provider"), intentSignIn, c.Query("next"))
	if err != nil {
		return h.oidcFailed(c, err)
	}
	return c.Redirect().Status(fiber.StatusSeeOther).To(to)
}

// oidcCallback is where the provider sends the browser back.
func (h *Handler) oidcCallback(c fiber.Ctx) error {
	ctx := c.Context()
	q := url.Values{}
	for _, k := range []string{"state", "code", "error", "error_description"} {
		q.Set(k, c.Query(k))
	}
	res, err := h.svc.FinishOIDC(ctx, c.Params("provider"), q, web.CurrentUser(ctx))
	if err != nil {
		return h.oidcFailed(c, err)
	}
	switch res.Outcome {
	case OIDCSignIn:
		u, err := h.svc.Account(ctx, res.UserID)
		if err != nil {
			return err
		}
		if u.EmailVerifiedAt == nil {
			h.sessions.Put(ctx, sessionSentTo, u.Email)
			h.sessions.AddFlash(ctx, web.Flash{Key: CodeKey(CodeEmailNotVerified), Severity: "warning", Data: map[string]any{"Email": u.Email}})
			return web.Redirect(c, "/verify/sent")
		}
		return h.firstFactorDone(c, res.UserID, c.Params("provider"), res.Next)
	case OIDCLinked:
		h.sessions.AddFlash(ctx, web.Flash{Key: "account.link.done", Severity: "success", Data: map[string]any{"Provider": res.Provider}})
		return web.Redirect(c, SettingsPath+"#methods")
	case OIDCLinkRequired:
		return web.Redirect(c, SignInPath+"?next="+url.QueryEscape(res.Next))
	}
	return web.Redirect(c, SignUpPath+"/complete")
}

// oidcFailed explains a failed round trip on the page it started from.
func (h *Handler) oidcFailed(c fiber.Ctx, err error) error {
	var we *web.Error
	if !errors.As(err, &we) || we.Status >= 500 && we.Code != CodeNetworkFailed {
		return err
	}
	web.Log(c.Context()).Warn("oidc sign-in failed", "code", we.Code, "cause", we.Cause)
	h.sessions.AddFlash(c.Context(), web.Flash{Key: we.Key, Data: we.Data, Severity: "error"})
	if web.CurrentUser(c.Context()) != nil {
		return web.Redirect(c, SettingsPath+"#methods")
	}
	return web.Redirect(c, SignInPath)
}

func (h *Handler) completePage(c fiber.Ctx) error {
	provider, email, ok := h.svc.PendingSignUp(c.Context())
	if !ok {
		return web.Redirect(c, SignUpPath)
	}
	v := views.CompleteSignUpView{Form: views.NewForm(), Provider: provider, Email: email}
	return page(c, fiber.StatusOK, "account.complete.title", views.CompleteSignUp(v), templates.NoAuth)
}

func (h *Handler) completeSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	provider, email, ok := h.svc.PendingSignUp(ctx)
	if !ok {
		return web.Redirect(c, SignUpPath)
	}
	f := formFrom(c, "company", "terms")
	userID, method, next, verified, p, err := h.svc.CompleteOIDCSignUp(ctx, f.Value("company"), f.Value("terms") == "1")
	var we *web.Error
	if errors.As(err, &we) && we.Status < 500 {
		f.Error = &views.Msg{Key: we.Key, Data: we.Data}
		p = Problems{}
	} else if err != nil {
		return err
	}
	if len(p) > 0 || f.Error != nil {
		v := views.CompleteSignUpView{Form: withProblems(f, p), Provider: provider, Email: email}
		return page(c, fiber.StatusUnprocessableEntity, "account.complete.title", views.CompleteSignUp(v), templates.NoAuth)
	}
	if !verified {
		h.sessions.Put(ctx, sessionSentTo, email)
		return web.Redirect(c, "/verify/sent")
	}
	return h.firstFactorDone(c, userID, method, next)
}
