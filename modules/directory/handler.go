package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/templates"
)

// Deps is what the handler needs, set at wiring time.
type Deps struct {
	// Guards are the admin area's guards, given at wiring (docs/conventions.md, "Admin pages").
	Guards      web.Guards
	Service     *Service
	Sessions    *session.Sessions
	Limiter     *ratelimit.Limiter
	Bundle      *i18n.Bundle  // the badge is drawn in the language its snippet asks for
	BaseURL     string        // absolute links: sharing, OpenGraph, the embed snippet
	EmbedScript fiber.Handler // the current badge script bundle, under a stable URL (assets.Stable)
	Secret      string        // signs the public API's cursors
	PublicLimit int           // public API calls per address and minute (PUBLIC_API_PER_MINUTE)
}

// Handler serves the module's pages, API and badge.
type Handler struct {
	Deps
	forms templates.Kept // the listings' filter forms (formKey)
}

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links. The ids "directory" and "marketplace" are what the landing
// page's call-to-action looks up.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "directory", Href: DirectoryPath, Label: "directory.nav.directory", Icon: "shield", Order: 20},
		{ID: "marketplace", Href: MarketPath, Label: "directory.nav.marketplace", Icon: "service", Order: 30},
		{ID: "training", Href: TrainingPath, Label: "directory.nav.training", Icon: "book", Order: 40},
		{ID: "my-services", Href: ManagePath, Label: "directory.nav.my_services", Icon: "edit", Auth: true, Order: 50},
		{ID: "badge", Href: BadgeSnippetPath, Label: "directory.nav.badge", Icon: "link", Auth: true, Order: 55},
		{ID: "directory-header", Href: DirectoryPath, Label: "directory.nav.directory", Area: "header", Order: 20},
		{ID: "marketplace-header", Href: MarketPath, Label: "directory.nav.marketplace", Area: "header", Order: 30},
		{ID: "marketplace-footer", Href: MarketPath, Label: "directory.nav.marketplace", Area: "footer", Order: 20},
		{ID: "training-footer", Href: TrainingPath, Label: "directory.nav.training", Area: "footer", Order: 30},
		{ID: "admin-services", Href: AdminServicesPath, Label: "directory.nav.admin_services", Help: "directory.nav.admin_services_help",
			Icon: "service", Auth: true, Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 25},
	}
}
