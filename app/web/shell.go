// Package web holds what every handler and template shares: the per-request shell data,
// typed errors, flash messages and htmx helpers. It knows nothing of any module.
package web

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/app/i18n"
)

// Shell is the per-request data every page needs: who is asking, in which language and
// theme, with which CSRF token and flash messages. It travels in the request's context.
type Shell struct {
	RequestID string
	Loc       *i18n.Localizer
	Prefs     Prefs
	User      *User // nil for visitors
	// AuthMethod says how User was authenticated: AuthSession (cookie) or AuthToken
	// (Authorization: Bearer, API only); "" for visitors.
	AuthMethod string
	CSRFToken  string
	Flashes    []Flash
	Path       string          // the request path, for marking the current navigation item
	Consent    map[string]bool // consent keys already given (docs/shell.md, "Consent")
	Site       *Site
	// TakeFlashes pops the session's queued messages; the full page calls it when it
	// renders, so an htmx fragment does not swallow them.
	TakeFlashes func() []Flash
}

// Site is what templates need of the configuration, the same for every request.
type Site struct {
	Env           string
	BaseURL       string
	GreenCheckURL string
	ClientLogging bool
	Nav           []NavItem
	Asset         func(name string) string // static file name → hashed URL
	Entry         func(name string) string // island or bundle entry → hashed script URL
	Messages      func(loc *i18n.Localizer, islands ...string) map[string]string
	SignOutPath   string // the sign-out form's action; empty until the account module sets it
}

// NavItem is one link of the navigation drawer. Modules register theirs at wiring time, so
// the drawer only links to pages that exist.
type NavItem struct {
	ID      string   // stable id, also the drawer's selected item
	Href    string   // path; the item is current when the request path starts with it
	Label   string   // message id
	Icon    string   // icon name from templates' icon set
	Auth    bool     // shown to signed-in users only
	Roles   []string // shown only with any of these roles (empty: everyone allowed by Auth)
	Section string   // group heading message id (drawer)
	Area    string   // where it shows: "" or "drawer", "header", "footer", "user" (user menu), "anon" (visitors' header actions), NavAdmin
	Order   int      // position within its area, ascending
	Help    string   // message id: what the area is for (the admin index shows it); "" for none
}

// NavAdmin is the area of the admin pages: the drawer's admin section and the /admin index
// are built from its items, shown to the roles each names (docs/conventions.md, "Admin
// pages"). An admin item always names its Roles.
const NavAdmin = "admin"

// NavItems are the items of an area the request's user may see, in order: the drawer, the
// admin section and the /admin index all read them.
func (s *Shell) NavItems(area string) []NavItem {
	if s.Site == nil {
		return nil
	}
	var out []NavItem
	for _, it := range s.Site.Nav {
		a := it.Area
		if a == "" {
			a = "drawer"
		}
		if a != area || (it.Auth && s.User == nil) || (len(it.Roles) > 0 && !s.User.HasRole(it.Roles...)) {
			continue
		}
		out = append(out, it)
	}
	return out
}

// User is the signed-in account as the shell sees it.
type User struct {
	ID            uuid.UUID
	Email         string
	Name          string
	AvatarURL     string
	Roles         []string
	EmailVerified bool
	Prefs         *Prefs // saved on the account; they win over the cookie on every device
	// PageVersion moves with every change to a row this user's pages or every user's pages
	// show, read with the user ("<own>.<site>"; "" for an API token's user): the private
	// page cache keys on it (docs/conventions.md, "Signed-in pages and the private cache").
	PageVersion string
}

// HasRole reports whether any of the roles is held (docs/shell.md, "Roles").
func (u *User) HasRole(roles ...string) bool {
	if u == nil {
		return false
	}
	for _, want := range roles {
		for _, have := range u.Roles {
			if have == want {
				return true
			}
		}
	}
	return false
}

// How a request's user was authenticated.
const (
	AuthSession = "session"
	AuthToken   = "token"
)

type shellKey struct{}

// WithShell stores the shell in ctx.
func WithShell(ctx context.Context, s *Shell) context.Context {
	return context.WithValue(ctx, shellKey{}, s)
}

// ShellFrom returns the request's shell. Outside a request (tests of a lone component,
// mail rendering) it returns a bare English shell rather than nil.
func ShellFrom(ctx context.Context) *Shell {
	if s, ok := ctx.Value(shellKey{}).(*Shell); ok {
		return s
	}
	return &Shell{Prefs: DefaultPrefs(), Site: &Site{}}
}

// T translates id in the request's language.
func T(ctx context.Context, id string, data ...map[string]any) string {
	s := ShellFrom(ctx)
	if s.Loc == nil {
		return id
	}
	return s.Loc.T(id, data...)
}

// CurrentUser is the signed-in user, or nil.
func CurrentUser(ctx context.Context) *User { return ShellFrom(ctx).User }
