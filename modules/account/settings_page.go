package account

import (
	"encoding/json"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// Values shown once, kept in the session between a POST and the page it redirects to.
const (
	sessionShowToken = "show_token"
	sessionShowCodes = "show_codes"
)

func (h *Handler) settingsPage(c fiber.Ctx) error {
	return h.settings(c, fiber.StatusOK, nil)
}

// settings renders the settings page; forms holds the one form that came back with errors.
func (h *Handler) settings(c fiber.Ctx, status int, forms map[string]views.Form) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	u, err := h.svc.Account(ctx, me.ID)
	if err != nil {
		return err
	}
	v := views.SettingsView{Email: u.Email, Name: u.DisplayName, Company: u.CompanyName, AvatarURL: me.AvatarURL,
		HasPassword: u.PasswordHash != nil, Prefs: web.ShellFrom(ctx).Prefs, Forms: forms}
	if v.PendingEmail, err = h.svc.PendingEmail(ctx, me.ID); err != nil {
		return err
	}
	mfa, err := h.svc.MFA(ctx, me.ID)
	if err != nil {
		return err
	}
	v.MFAEnabled, v.RecoveryLeft = mfa.Enabled(), mfa.RecoveryUnused
	ids, err := h.svc.Identities(ctx, me.ID)
	if err != nil {
		return err
	}
	for _, p := range h.svc.Providers() {
		row := views.MethodRow{Name: p.Name, Label: p.Label}
		for _, id := range ids {
			if id.Provider == p.Name {
				row.Linked, row.Email = true, id.Email
			}
		}
		v.Methods = append(v.Methods, row)
	}
	loc := web.ShellFrom(ctx).Loc
	if v.Tokens, err = h.tokenRows(c, me.ID); err != nil {
		return err
	}
	v.TokenLifetimes, v.TokenDefault = APITokenLifetimes, APITokenDefaultDays
	v.ConnectReady = h.connectReady(c, me.ID)
	if tok := h.sessions.PopString(ctx, sessionShowToken); tok != "" {
		v.NewToken = tok
	}
	history, err := h.svc.SignIns(ctx, me.ID, historyShown)
	if err != nil {
		return err
	}
	for _, s := range history {
		v.History = append(v.History, views.HistoryRow{When: loc.DateTime(s.At), Method: h.methodLabel(c, s.Method),
			Browser: browserOf(s.UserAgent)})
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "account.settings.title"), Status: status,
		Body: views.Settings(v), NavID: "account-settings"})
}

// settingsError shows the settings page again with one section's form.
func (h *Handler) settingsError(c fiber.Ctx, section string, f views.Form) error {
	return h.settings(c, f.Status(), map[string]views.Form{section: f})
}

func (h *Handler) methodLabel(c fiber.Ctx, method string) string {
	if l := h.svc.ProviderLabel(method); l != "" {
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

// browserOf names the browser and system of a user agent, roughly ("Firefox on Windows").
func browserOf(ua string) string {
	if ua == "" {
		return "—"
	}
	browser := "?"
	for _, b := range []struct{ token, name string }{{"Edg/", "Edge"}, {"OPR/", "Opera"}, {"Firefox/", "Firefox"},
		{"Chrome/", "Chrome"}, {"Safari/", "Safari"}, {"curl/", "curl"}} {
		if strings.Contains(ua, b.token) {
			browser = b.name
			break
		}
	}
	system := ""
	for _, s := range []struct{ token, name string }{{"Android", "Android"}, {"iPhone", "iOS"}, {"iPad", "iPadOS"},
		{"Windows", "Windows"}, {"Mac OS X", "macOS"}, {"CrOS", "ChromeOS"}, {"Linux", "Linux"}} {
		if strings.Contains(ua, s.token) {
			system = s.name
			break
		}
	}
	if browser == "?" {
		if len(ua) > 40 {
			return ua[:40] + "…"
		}
		return ua
	}
	if system == "" {
		return browser
	}
	return browser + " · " + system
}

// putJSON keeps a value in the session as JSON.
func (h *Handler) putJSON(c fiber.Ctx, key string, v any) {
	raw, _ := json.Marshal(v)
	h.sessions.Put(c.Context(), key, string(raw))
}
