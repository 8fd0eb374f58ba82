// Package admin is the frame of the admin area: the /admin index, which lists the admin
// areas the signed-in admin or moderator may reach. Every area is another module's, which
// registers its link in the web.NavAdmin area of its Nav() with the roles it admits; the
// index and the drawer's admin section are built from those registrations
// (docs/conventions.md, "Admin pages").
package admin

import (
	"embed"

	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Handler serves the admin index.
type Handler struct{}

// New returns the handler.
func New() *Handler { return &Handler{} }

// Roles are who may enter the admin area: admins, and moderators for their queues.
var Roles = []string{account.RoleAdmin, account.RoleModerator}

// Nav lists the module's link: the index, first in the admin section.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{{ID: "admin", Href: IndexPath, Label: "admin.nav.index", Icon: "dashboard", Auth: true,
		Roles: Roles, Area: web.NavAdmin, Order: 0}}
}
