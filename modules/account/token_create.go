package account

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/tokens: makes a personal API token. A token is a new credential: it needs a fresh
// proof, and it expires after the lifetime chosen here (docs/account-security.md#credentials).
func (h *Handler) tokenCreate(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "name", "expires", "proof")
	days := APITokenDefaultDays
	if raw := f.Value("expires"); raw != "" {
		days, _ = strconv.Atoi(raw) // anything else than the offered lifetimes is refused below
	}
	f.Errors = checkToken(f.Value("name"), days)
	ok, err := h.proveFresh(c, &f)
	if err != nil {
		return err
	}
	if !ok || f.Failed() {
		return h.settingsError(c, "tokens", f)
	}
	secret, err := h.Service.CreateAPIToken(ctx, web.CurrentUser(ctx).ID, f.Value("name"), days)
	if f.Take(err) {
		return h.settingsError(c, "tokens", f)
	}
	if err != nil {
		return err
	}
	h.Sessions.Put(ctx, sessionShowToken, secret)
	return web.Redirect(c, SettingsPath+"#tokens")
}
