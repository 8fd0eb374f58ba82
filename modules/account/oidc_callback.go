package account

import (
	"errors"
	"net/url"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// GET /signin/{provider}/callback: where the provider sends the browser back.
func (h *Handler) oidcCallback(c fiber.Ctx) error {
	ctx := c.Context()
	q := url.Values{}
	for _, k := range []string{"state", "code", "error", "error_description"} {
		q.Set(k, c.Query(k))
	}
	signedIn := uuid.Nil
	if me := web.CurrentUser(ctx); me != nil {
		signedIn = me.ID
	}
	res, err := h.Service.FinishOIDC(ctx, c.Params("provider"), q, signedIn, pageLang(c))
	if err != nil {
		return h.oidcFailed(c, err)
	}
	switch res.Outcome {
	case OIDCSignIn:
		u, err := h.Service.Identity(ctx, res.UserID)
		if err != nil {
			return err
		}
		if !u.EmailVerified {
			h.Sessions.Put(ctx, sessionSentTo, u.Email)
			h.Sessions.AddFlash(ctx, web.Flash{Key: CodeKey(CodeEmailNotVerified), Severity: "warning", Data: map[string]any{"Email": u.Email}})
			return web.Redirect(c, verifySentPath)
		}
		return h.firstFactorDone(c, res.UserID, c.Params("provider"), res.Next)
	case OIDCLinked:
		h.Sessions.AddFlash(ctx, web.Flash{Key: "account.link.done", Severity: "success", Data: map[string]any{"Provider": res.Provider}})
		return web.Redirect(c, settingsMethodsSection)
	case OIDCLinkRequired:
		return web.Redirect(c, signInThenTo(res.Next))
	}
	return web.Redirect(c, completePath)
}

// oidcFailed explains a failed round trip on the page it started from.
func (h *Handler) oidcFailed(c fiber.Ctx, err error) error {
	var we *web.Error
	if !errors.As(err, &we) || we.Status >= 500 && we.Code != CodeNetworkFailed {
		return err
	}
	web.Log(c.Context()).Warn("oidc sign-in failed", "code", we.Code, "cause", we.Cause)
	h.Sessions.AddFlash(c.Context(), web.Flash{Key: we.Key, Data: we.Data, Severity: "error"})
	if web.CurrentUser(c.Context()) != nil {
		return web.Redirect(c, settingsMethodsSection)
	}
	return web.Redirect(c, SignInPath)
}
