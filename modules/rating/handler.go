package rating

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// Handler serves the points table: its API and the admin editor.
type Handler struct {
	svc      *Service
	sessions *session.Sessions
}

// New returns the handler.
func New(svc *Service, sessions *session.Sessions) *Handler {
	return &Handler{svc: svc, sessions: sessions}
}

// Routes registers every route of the module.
func (h *Handler) Routes(r fiber.Router) {
	admin := account.RequireRole(account.RoleAdmin)
	r.Get("/api/greenRating", h.apiGet)
	r.Post("/api/greenRating", admin, h.apiSave)
	r.Get("/admin/green-rating", admin, h.editPage)
	r.Post("/admin/green-rating", admin, h.editSave)
}

// Nav lists the module's links.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{{ID: "green-rating-table", Href: "/admin/green-rating", Label: "rating.table.nav", Icon: "star",
		Auth: true, Roles: []string{account.RoleAdmin}, Section: "profile.nav.admin", Order: 81}}
}
