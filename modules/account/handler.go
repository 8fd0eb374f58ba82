package account

import (
	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// Handler serves the module's pages and API.
type Handler struct {
	svc      *Service
	sessions *session.Sessions
	limiter  *ratelimit.Limiter
}

// NewHandler returns the handler.
func NewHandler(svc *Service) *Handler {
	return &Handler{svc: svc, sessions: svc.sessions, limiter: svc.limiter}
}

// Nav lists the module's links: sign-in and sign-up for visitors, settings in the user menu.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "signin", Href: SignInPath, Label: "account.nav.signin", Area: "anon", Order: 0},
		{ID: "signup", Href: SignUpPath, Label: "account.nav.signup", Area: "anon", Order: 1},
		{ID: "account-settings", Href: SettingsPath, Label: "account.nav.settings", Icon: "settings", Auth: true, Area: "user", Order: 90},
	}
}

// SignUpPath is the sign-up page; SignOutPath the sign-out form's action.
const (
	SignUpPath  = "/signup"
	SignOutPath = "/signout"
)

// page renders an account page: never cached (it may hold what was typed, or a token), in
// the visitors' layout unless told otherwise.
func page(c fiber.Ctx, status int, titleKey string, body templ.Component, layout ...templates.Layout) error {
	c.Set(fiber.HeaderCacheControl, "no-store")
	l := templates.NoAuth
	if len(layout) > 0 {
		l = layout[0]
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), titleKey), Layout: l, Status: status, Body: body})
}

// client is who is asking, for the history.
func client(c fiber.Ctx) Client {
	return Client{UserAgent: c.Get(fiber.HeaderUserAgent), IP: c.IP()}
}

// formFrom reads the named fields of a posted form.
func formFrom(c fiber.Ctx, names ...string) views.Form {
	f := views.NewForm()
	for _, n := range names {
		f.Values[n] = c.FormValue(n)
	}
	return f
}

// withProblems copies problems into the form's field errors.
func withProblems(f views.Form, p Problems) views.Form {
	for k, r := range p {
		f.Errors[k] = r
	}
	return f
}

// afterSignIn is where a sign-in lands: ?next= when it is a local path, else the dashboard
// when a module has registered one, else the home page.
func afterSignIn(c fiber.Ctx, next string) string {
	if href, ok := templates.NavHref(c.Context(), "dashboard"); ok {
		return web.LocalPath(next, href)
	}
	return web.LocalPath(next, "/")
}
