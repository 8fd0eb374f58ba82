package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// POST /reset/{token}: spends the reset link and sets the new password.
func (h *Handler) resetSubmit(c fiber.Ctx) error {
	ctx := c.Context()
	token := c.Params("token")
	f := web.FormFrom(c, "password")
	err := h.Service.ResetPassword(ctx, token, f.Value("password"), pageLang(c))
	if isLinkError(err) {
		return h.linkFailed(c, "account.reset.title", "reset", err)
	}
	if f.Take(err) {
		return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.reset.title"),
			Layout: templates.NoAuth, Status: fiber.StatusUnprocessableEntity, NoStore: true,
			Body: views.Reset(views.ResetView{Links: links, Action: resetLinkPath(token), Form: f})})
	}
	if err != nil {
		return err
	}
	// Every session of the account ended, this browser's too if it was signed in.
	h.Sessions.AddFlash(ctx, web.Success("account.reset.done"))
	return web.Redirect(c, SignInPath)
}
