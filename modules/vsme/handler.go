package vsme

import (
	"greenconnect/app/session"
	"greenconnect/app/web"
)

// Deps is what the handler needs, set at wiring time.
type Deps struct {
	Guards   web.Guards // docs/conventions.md, "Guards"
	Service  *Service
	Sessions *session.Sessions
	BaseURL  string // the site's address, for the share links
}

// Handler serves the owner's VSME pages.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links: the owner's VSME report in the drawer.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{{ID: "vsme", Href: HomePath, Label: "vsme.nav", Icon: "file", Auth: true, Order: 45}}
}
