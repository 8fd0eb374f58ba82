package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /email/confirm/{token}: where an email-change link lands. Mail scanners follow
// links, so it only shows the new address and a button; pressing it (a POST from this page,
// CSRF-checked) changes the address (docs/account-security.md).
func (h *Handler) emailConfirmPage(c fiber.Ctx) error {
	token := c.Params("token")
	email, err := h.Service.CheckEmailChangeLink(c.Context(), token)
	if isLinkError(err) {
		return h.linkFailed(c, "account.email.confirm_failed", "", err)
	}
	if err != nil {
		return err
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.email.confirm.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.EmailChangeConfirm(views.VerifyView{Action: emailLinkPath(token), Email: email})})
}
