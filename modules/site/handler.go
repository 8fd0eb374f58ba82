// Package site serves the pages that belong to no product module: the landing page, the
// about page, the terms of use and the privacy notice, the shell's own forms (display
// preferences, drawer state, consent), the admin area's frame and audit log, and the
// suggestions people send from the drawer (its Service).
package site

import (
	"context"
	"embed"
	"time"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/audit"
	"greenconnect/app/pagecache"
	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/templates"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Deps is what the handler needs, set at wiring time.
type Deps struct {
	Sessions      *session.Sessions
	SecureCookies bool
	ContactEmail  string // CONTACT_EMAIL, shown on the privacy page when set
	// SavePrefs keeps a signed-in user's preferences on the account; nil keeps them in the
	// cookie only.
	SavePrefs func(ctx context.Context, userID uuid.UUID, p web.Prefs) error
	// Marquee is the blog's headline strip for the landing page (nil: none); set at wiring
	// time, so the site imports no product module.
	Marquee func(ctx context.Context) templ.Component
	// MarqueeTag is the page-cache tag the marquee's changes drop the landing page by.
	MarqueeTag string
	// Guards are given at wiring like every module's (docs/conventions.md, "Guards"):
	// SignedIn keeps the dashboard and the suggestions, Staff (admins, and moderators for
	// their queues) the admin area, Admin alone the audit log and the other admin pages.
	// Audit is the log it reads.
	Guards web.Guards
	// Dashboard is the modules' cards on the dashboard.
	Dashboard []web.DashboardSource
	// AuditLinks gives, by object type ("profile", "user"...), the address of an audited
	// object: the audit log links to it.
	AuditLinks map[string]AuditLink
	// Queues are the modules' queues of staff work, on a staff dashboard and the admin index.
	Queues []web.QueueSource
	Audit  *audit.Log
	// Service keeps the suggestions; Limiter bounds how many one account sends.
	Service *Service
	Limiter *ratelimit.Limiter
	// Aggregation are the modules' tables of counts on /admin/aggregation (admins), given at
	// wiring like the dashboard's cards; Now is the app's clock, which dates their weeks.
	Aggregation []web.AggregationSource
	Now         func() time.Time
}

// Handler serves the module's routes.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "home", Href: HomePath, Label: "site.nav.home", Icon: "home", Order: 0},
		// "dashboard" is where a sign-in lands (docs/accounts.md).
		{ID: "dashboard", Href: DashboardPath, Label: "site.nav.dashboard", Icon: "dashboard", Auth: true, Order: 1},
		{ID: "about", Href: AboutPath, Label: "site.nav.about", Icon: "info", Order: 90},
		{ID: "about-footer", Href: AboutPath, Label: "site.nav.about", Area: "footer", Order: 10},
		// "terms" is also the id the sign-up form links its acceptance checkbox to.
		{ID: "terms", Href: TermsPath, Label: "site.nav.terms", Area: "footer", Order: 80},
		{ID: "privacy", Href: PrivacyPath, Label: "site.nav.privacy", Area: "footer", Order: 81},
		{ID: "consent", Href: ConsentPath, Label: "site.nav.consent", Area: "footer", Order: 82},
		{ID: "admin", Href: AdminPath, Label: "site.admin.nav", Icon: "dashboard", Auth: true,
			Roles: h.Guards.StaffRoles, Area: web.NavAdmin, Order: 0},
		{ID: "admin-aggregation", Href: AggregationPath, Label: "site.aggregation.nav", Help: "site.aggregation.help",
			Icon: "dashboard", Auth: true, Roles: h.Guards.AdminRoles, Area: web.NavAdmin, Order: 90},
		{ID: "admin-audit", Href: AuditPath, Label: "site.audit.nav", Help: "site.audit.help", Icon: "book", Auth: true,
			Roles: h.Guards.AdminRoles, Area: web.NavAdmin, Order: 95},
		// docs/shell.md, "Suggestions".
		{ID: "suggestions", Href: SuggestionsPath, Label: "site.nav.suggestions", Icon: "chat", Auth: true, Order: 85},
		{ID: "admin-suggestions", Href: AdminSuggestionsPath, Label: "site.suggestion.admin.nav", Help: "site.suggestion.admin.help",
			Icon: "chat", Auth: true, Roles: h.Guards.AdminRoles, Area: web.NavAdmin, Order: 90},
	}
}

// contentPage renders one of the site's own pages, whose title and lead are the messages
// site.<name>.title and site.<name>.lead.
func contentPage(c fiber.Ctx, name string, body templ.Component, tags ...string) error {
	ctx := c.Context()
	pagecache.Public(c, tags...) // the same for every visitor; it changes with a deploy or with tags
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "site."+name+".title"), Description: web.T(ctx, "site."+name+".lead"), Body: body,
	})
}
