package account

import (
	"strconv"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

// createToken makes a personal API token. A token is a new credential: it needs a fresh
// proof, and it expires after the lifetime chosen here (docs/account-security.md#credentials).
func (h *Handler) createToken(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "name", "expires", "proof")
	days := APITokenDefaultDays
	if raw := f.Value("expires"); raw != "" {
		days, _ = strconv.Atoi(raw) // anything else than the offered lifetimes is refused below
	}
	p := TokenProblems(f.Value("name"), days)
	ok, err := h.proveFresh(c, &f)
	if err != nil {
		return err
	}
	if !ok || len(p) > 0 {
		return h.settingsError(c, "tokens", withProblems(f, p))
	}
	secret, p, err := h.svc.CreateAPIToken(ctx, web.CurrentUser(ctx).ID, f.Value("name"), days)
	if err != nil {
		return err
	}
	if len(p) > 0 {
		return h.settingsError(c, "tokens", withProblems(f, p))
	}
	h.sessions.Put(ctx, sessionShowToken, secret)
	return web.Redirect(c, SettingsPath+"#tokens")
}

func (h *Handler) revokeToken(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	if err := h.svc.RevokeAPIToken(ctx, web.CurrentUser(ctx).ID, id); err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.tokens.revoked"))
	return web.Redirect(c, SettingsPath+"#tokens")
}

// tokenRows is the token list of the settings page: when each expires, or that it has.
func (h *Handler) tokenRows(c fiber.Ctx, userID uuid.UUID) ([]views.TokenRow, error) {
	ctx := c.Context()
	loc := web.ShellFrom(ctx).Loc
	tokens, err := h.svc.APITokens(ctx, userID)
	if err != nil {
		return nil, err
	}
	now := h.svc.now()
	rows := make([]views.TokenRow, 0, len(tokens))
	for _, tk := range tokens {
		row := views.TokenRow{ID: tk.ID.String(), Name: tk.Name, Hint: tk.Hint, Created: loc.Date(tk.CreatedAt),
			LastUsed: web.T(ctx, "account.tokens.never"), Expires: loc.Date(tk.ExpiresAt), Expired: !now.Before(tk.ExpiresAt)}
		if tk.LastUsedAt != nil {
			row.LastUsed = loc.DateTime(*tk.LastUsedAt)
		}
		rows = append(rows, row)
	}
	return rows, nil
}
