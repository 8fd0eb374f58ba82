// Package site serves the pages that belong to no product module: the landing page, the
// about page, the terms of use and the privacy notice, and the shell's own forms (display
// preferences, drawer state, consent).
package site

import (
	"context"
	"embed"

	"github.com/google/uuid"

	"greenconnect/app/session"
	"greenconnect/app/web"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Handler serves the module's routes.
type Handler struct {
	sessions  *session.Sessions
	secure    bool
	contact   string // CONTACT_EMAIL, shown on the privacy page when set
	savePrefs func(ctx context.Context, userID uuid.UUID, p web.Prefs) error
}

// New returns the handler. contact is where people write about their data (may be empty).
// savePrefs keeps a signed-in user's preferences on the account; nil keeps them in the
// cookie only.
func New(sessions *session.Sessions, secureCookies bool, contact string,
	savePrefs func(ctx context.Context, userID uuid.UUID, p web.Prefs) error) *Handler {
	return &Handler{sessions: sessions, secure: secureCookies, contact: contact, savePrefs: savePrefs}
}

// Nav lists the module's links.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "home", Href: "/", Label: "site.nav.home", Icon: "home", Order: 0},
		{ID: "about", Href: "/about", Label: "site.nav.about", Icon: "info", Order: 90},
		{ID: "about-footer", Href: "/about", Label: "site.nav.about", Area: "footer", Order: 10},
		// "terms" is also the id the sign-up form links its acceptance checkbox to.
		{ID: "terms", Href: "/terms", Label: "site.nav.terms", Area: "footer", Order: 80},
		{ID: "privacy", Href: "/privacy", Label: "site.nav.privacy", Area: "footer", Order: 81},
	}
}
