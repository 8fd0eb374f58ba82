package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
)

// Handler serves the module's pages, API and badge.
type Handler struct {
	svc         *Service
	sessions    *session.Sessions
	limiter     *ratelimit.Limiter
	bundle      *i18n.Bundle  // the badge is drawn in the language its snippet asks for
	baseURL     string        // absolute links: sharing, OpenGraph, the embed snippet
	embedScript fiber.Handler // the current badge script bundle, under a stable URL
}

// New returns the handler. embedScript serves the badge script's bundle (assets.Stable).
func New(svc *Service, sessions *session.Sessions, limiter *ratelimit.Limiter, bundle *i18n.Bundle,
	baseURL string, embedScript fiber.Handler) *Handler {
	return &Handler{svc: svc, sessions: sessions, limiter: limiter, bundle: bundle, baseURL: baseURL, embedScript: embedScript}
}

// Nav lists the module's links. The ids "directory" and "marketplace" are what the landing
// page's call-to-action looks up.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "directory", Href: model.DirectoryPath, Label: "directory.nav.directory", Icon: "shield", Order: 20},
		{ID: "marketplace", Href: model.MarketPath, Label: "directory.nav.marketplace", Icon: "service", Order: 30},
		{ID: "training", Href: model.TrainingPath, Label: "directory.nav.training", Icon: "book", Order: 40},
		{ID: "my-services", Href: model.ManagePath, Label: "directory.nav.my_services", Icon: "edit", Auth: true, Order: 50},
		{ID: "badge", Href: model.BadgeSnippetPath, Label: "directory.nav.badge", Icon: "link", Auth: true, Order: 55},
		{ID: "directory-header", Href: model.DirectoryPath, Label: "directory.nav.directory", Area: "header", Order: 20},
		{ID: "marketplace-header", Href: model.MarketPath, Label: "directory.nav.marketplace", Area: "header", Order: 30},
		{ID: "marketplace-footer", Href: model.MarketPath, Label: "directory.nav.marketplace", Area: "footer", Order: 20},
		{ID: "training-footer", Href: model.TrainingPath, Label: "directory.nav.training", Area: "footer", Order: 30},
	}
}

// EmbedPrefixes are the paths other sites embed. They answer without sessions, CSRF
// tokens or cookies, so the server wires them ahead of those middlewares.
var EmbedPrefixes = []string{"/badge/", "/embed/"}
