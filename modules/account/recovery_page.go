package account

import (
	"encoding/json"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /user/profile/mfa/codes: shows recovery codes just made, once.
func (h *Handler) recoveryPage(c fiber.Ctx) error {
	ctx := c.Context()
	var codes []string
	if json.Unmarshal([]byte(h.Sessions.PopString(ctx, sessionShowCodes)), &codes) != nil || len(codes) == 0 {
		return web.Redirect(c, settingsMFASection)
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "account.mfa.codes.title"),
		Body: views.RecoveryCodes(views.CodesView{Links: links, Codes: codes})})
}
