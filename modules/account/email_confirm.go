package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /email/confirm/{token}: spends an email-change link, from the button of its page
// (emailConfirmPage): the new mailbox is proven.
func (h *Handler) emailConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	err := h.Service.ConfirmEmailChange(ctx, c.Params("token"), pageLang(c))
	if isLinkError(err) {
		return h.linkFailed(c, "account.email.confirm_failed", "", err)
	}
	var we *web.Error
	if errors.As(err, &we) && we.Code == CodeEmailInUse {
		f := web.NewForm()
		f.Fail(CodeKey(CodeEmailInUse), nil)
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.email.confirm_failed"),
			Layout: templates.NoAuth, Status: fiber.StatusConflict, NoStore: true,
			Body: views.LinkFailed(views.LinkFailedView{
				Links: links, Title: web.T(ctx, "account.email.confirm_failed"), Form: f})})
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.email.changed"))
	if web.CurrentUser(ctx) != nil {
		return web.Redirect(c, SettingsPath)
	}
	return web.Redirect(c, SignInPath)
}
