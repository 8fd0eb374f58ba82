package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/email: mails a confirmation link to the new address (RequestEmailChange), after
// the proof and under its limit.
func (h *Handler) emailChange(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "email", "current")
	if ok, err := h.proofLimit(c, &f); ok || err != nil {
		if err != nil {
			return err
		}
		return h.settingsError(c, "email", f)
	}
	err := h.Service.RequestEmailChange(ctx, web.CurrentUser(ctx).ID, f.Value("email"), f.Value("current"), pageLang(c))
	if f.Take(err) {
		return h.settingsError(c, "email", f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Flash{Key: "account.email.sent", Severity: "success", Data: map[string]any{"Email": f.Value("email")}})
	return web.Redirect(c, SettingsPath+"#email")
}
