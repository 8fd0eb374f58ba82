package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /verify/{token}: where a verification link lands. Mail scanners follow links, so it only
// shows a button; pressing it (a POST) confirms the address (docs/account-security.md).
func (h *Handler) verifyPage(c fiber.Ctx) error {
	token := c.Params("token")
	email, err := h.Service.CheckVerifyLink(c.Context(), token)
	if err != nil {
		return h.verifyRefused(c, err)
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.verify.confirm.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.VerifyConfirm(views.VerifyView{Action: verifyLinkPath(token), Email: email})})
}

// verifyRefused explains a verification link that cannot be used: an address already
// confirmed invites to sign in; any other refusal offers a new link.
func (h *Handler) verifyRefused(c fiber.Ctx, err error) error {
	ctx := c.Context()
	if errors.Is(err, ErrAlreadyConfirmed) {
		email, _ := h.Service.CheckVerifyLink(ctx, c.Params("token"))
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.verify.already.title"),
			Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
			Body: views.AlreadyConfirmed(signInWithEmail(email))})
	}
	if !isLinkError(err) {
		return err
	}
	return h.linkFailed(c, "account.verify.failed", "verify", err)
}
