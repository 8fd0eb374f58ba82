package rating

import (
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// Deps is what the handler needs, set at wiring time.
type Deps struct {
	// Guards are the admin area's guards, given at wiring (docs/conventions.md, "Admin pages").
	Guards   web.Guards
	Service  *Service
	Sessions *session.Sessions
}

// Handler serves the points table: its API and the admin editor.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{{ID: "green-rating-table", Href: TablePath, Label: "rating.table.nav", Icon: "star",
		Auth: true, Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 60},
		{ID: "green-rating-method", Href: MethodPath, Label: "rating.method.nav", Area: "footer", Order: 35}}
}
