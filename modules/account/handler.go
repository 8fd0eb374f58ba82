package account

import (
	"encoding/json"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/web"
)

// Deps is what the handler needs, set at wiring time.
type Deps struct {
	// Guards are the admin area's guards, given at wiring (docs/conventions.md, "Admin pages").
	Guards   web.Guards
	Service  *Service
	Sessions *session.Sessions
	Limiter  *ratelimit.Limiter
	// SettingsSections are other modules' parts of the settings page (billing's add-on
	// pricing at ?showSubscription=1), set at wiring; each answers nil when it has nothing
	// to show for the request.
	SettingsSections []func(c fiber.Ctx) (templ.Component, error)
}

// Handler serves the module's pages and API.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links: sign-in and sign-up for visitors, settings in the user menu,
// and for admins the users and unverified accounts in the admin area.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "signin", Href: SignInPath, Label: "account.nav.signin", Area: "anon", Order: 0},
		{ID: "signup", Href: SignUpPath, Label: "account.nav.signup", Area: "anon", Order: 1},
		{ID: "account-settings", Href: SettingsPath, Label: "account.nav.settings", Icon: "settings", Auth: true, Area: "user", Order: 90},
		{ID: "admin-users", Href: UsersPath, Label: "account.nav.users", Help: "account.nav.users_help", Icon: "user",
			Auth: true, Roles: []string{RoleAdmin}, Area: web.NavAdmin, Order: 40},
		{ID: "admin-unverified", Href: UnverifiedPath, Label: "account.nav.unverified", Help: "account.nav.unverified_help",
			Icon: "warning", Auth: true, Roles: []string{RoleAdmin}, Area: web.NavAdmin, Order: 41},
	}
}

// pageLang is the language of the request's page: a letter's, when the account has none
// saved.
func pageLang(c fiber.Ctx) string {
	if loc := web.ShellFrom(c.Context()).Loc; loc != nil {
		return loc.Lang
	}
	return ""
}

// putJSON keeps a value in the session as JSON.
func (h *Handler) putJSON(c fiber.Ctx, key string, v any) {
	raw, _ := json.Marshal(v)
	h.Sessions.Put(c.Context(), key, string(raw))
}
