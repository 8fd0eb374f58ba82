package account

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/account/signins"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// Values shown once, kept in the session between a POST and the page it redirects to.
const (
	sessionShowToken = "show_token"
	sessionShowCodes = "show_codes"
)

// GET /user/profile: the account's settings: name, photo, email, password, second step, sign-in methods, tokens, history.
func (h *Handler) settingsPage(c fiber.Ctx) error {
	return h.settings(c, fiber.StatusOK, nil)
}

// settingsError shows the settings page again with one section's form: 422, or 429 when a
// limit refused it.
func (h *Handler) settingsError(c fiber.Ctx, section string, f web.Form) error {
	return h.settings(c, refused(c), map[string]web.Form{section: f})
}

// settings renders the settings page; forms holds the one form that came back with errors.
func (h *Handler) settings(c fiber.Ctx, status int, forms map[string]web.Form) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	u, err := h.Service.Identity(ctx, me.ID)
	if err != nil {
		return err
	}
	v := views.SettingsView{Links: links, Email: u.Email, Name: u.DisplayName, Company: u.CompanyName,
		AvatarURL: me.AvatarURL, HasPassword: u.HasPassword, Prefs: web.ShellFrom(ctx).Prefs, Forms: forms}
	if v.PendingEmail, err = h.Service.PendingEmail(ctx, me.ID); err != nil {
		return err
	}
	mfa, err := h.Service.MFA(ctx, me.ID)
	if err != nil {
		return err
	}
	v.MFAEnabled, v.RecoveryLeft = mfa.Enabled(), mfa.RecoveryUnused
	v.SMSOffered = h.Service.SMSOffered()
	for _, k := range mfa.Kinds {
		v.TOTPEnabled = v.TOTPEnabled || k == FactorTOTP
		if k == FactorSMS {
			phone, err := h.Service.SMSPhone(ctx, me.ID)
			if err != nil {
				return err
			}
			v.SMSPhone = MaskPhone(phone)
		}
	}
	if v.Methods, err = h.methodRows(c, me.ID); err != nil {
		return err
	}
	if v.Tokens, err = h.tokenRows(c, me.ID); err != nil {
		return err
	}
	v.TokenLifetimes, v.TokenDefault = APITokenLifetimes, APITokenDefaultDays
	v.ConnectReady = h.connectReady(c, me.ID)
	v.NewToken = h.Sessions.PopString(ctx, sessionShowToken)
	history, err := h.Service.SignIns(ctx, me.ID, historyShown)
	if err != nil {
		return err
	}
	for _, section := range h.SettingsSections {
		comp, err := section(c)
		if err != nil {
			return err
		}
		if comp != nil {
			v.Sections = append(v.Sections, comp)
		}
	}
	loc := web.ShellFrom(ctx).Loc
	for _, s := range history {
		method := h.methodLabel(c, s.Method)
		if key := factorLabels[s.Factor]; key != "" {
			method = web.T(ctx, key, map[string]any{"Method": method})
		}
		network := s.Network
		if network == "" {
			network = "—"
		}
		v.History = append(v.History, views.HistoryRow{When: loc.DateTime(s.At), Method: method,
			Browser: signins.Describe(s.UserAgent), Network: network})
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "account.settings.title"),
		Status: status,
		Body:   views.Settings(v), NavID: "account-settings"})
}

// methodRows are the enabled providers, each linked to the account or not.
func (h *Handler) methodRows(c fiber.Ctx, userID uuid.UUID) ([]views.MethodRow, error) {
	ids, err := h.Service.Identities(c.Context(), userID)
	if err != nil {
		return nil, err
	}
	var rows []views.MethodRow
	for _, p := range h.Service.Providers() {
		row := views.MethodRow{Name: p.Name, Label: p.Label, ConnectHref: connectPath(p.Name), RemoveHref: methodRemovePath(p.Name)}
		for _, id := range ids {
			if id.Provider == p.Name {
				row.Linked, row.Email = true, id.Email
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// tokenRows is the token list of the settings page: when each expires, or that it has.
func (h *Handler) tokenRows(c fiber.Ctx, userID uuid.UUID) ([]views.TokenRow, error) {
	ctx := c.Context()
	loc := web.ShellFrom(ctx).Loc
	tokens, err := h.Service.APITokens(ctx, userID)
	if err != nil {
		return nil, err
	}
	now := h.Service.now()
	rows := make([]views.TokenRow, 0, len(tokens))
	for _, tk := range tokens {
		row := views.TokenRow{ID: tk.ID.String(), Name: tk.Name, Hint: tk.Hint, Created: loc.Date(tk.CreatedAt),
			LastUsed: web.T(ctx, "account.tokens.never"), Expires: loc.Date(tk.ExpiresAt), Expired: !now.Before(tk.ExpiresAt),
			RevokeHref: tokenRevokePath(tk.ID)}
		if tk.LastUsedAt != nil {
			row.LastUsed = loc.DateTime(*tk.LastUsedAt)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func (h *Handler) methodLabel(c fiber.Ctx, method string) string {
	if l := h.Service.ProviderLabel(method); l != "" {
		return l
	}
	switch method {
	case MethodGoogle:
		return "Google"
	case MethodMicrosoft:
		return "Microsoft"
	}
	if method == MethodAPI {
		return web.T(c.Context(), "account.history.method_api")
	}
	return web.T(c.Context(), "account.history.method_password")
}

// factorLabels name a sign-in's second factor in its history ("Password + authenticator app").
var factorLabels = map[string]string{
	"totp":     "account.history.factor_totp",
	"sms":      "account.history.factor_sms",
	"recovery": "account.history.factor_recovery",
}
