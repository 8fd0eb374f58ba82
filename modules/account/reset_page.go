package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /reset/{token}: shows the new-password form; the link is spent only when the form is sent.
func (h *Handler) resetPage(c fiber.Ctx) error {
	token := c.Params("token")
	err := h.Service.CheckResetLink(c.Context(), token)
	if isLinkError(err) {
		return h.linkFailed(c, "account.reset.title", "reset", err)
	}
	if err != nil {
		return err
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.reset.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.Reset(views.ResetView{Links: links, Action: resetLinkPath(token), Form: web.NewForm()})})
}
