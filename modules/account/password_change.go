package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/password: sets a new password after the proof and under its limit. Every session
// of the account ends; this browser carries on with a new one.
func (h *Handler) passwordChange(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "current", "password")
	if ok, err := h.proofLimit(c, &f); ok || err != nil {
		if err != nil {
			return err
		}
		return h.settingsError(c, "password", f)
	}
	me := web.CurrentUser(ctx)
	err := h.Service.ChangePassword(ctx, me.ID, f.Value("current"), f.Value("password"), pageLang(c))
	if f.Take(err) {
		return h.settingsError(c, "password", f)
	}
	if err != nil {
		return err
	}
	if err := h.Service.RestartSession(ctx, me.ID); err != nil {
		return err
	}
	// The new epoch voided every known-device mark; this browser proved the password.
	if err := h.markDevice(c, me.ID); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.password.changed"))
	return web.Redirect(c, SettingsPath+"#password")
}
