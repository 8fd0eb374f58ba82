package blog

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/web"
)

// Deps is what the handler needs, set at wiring time.
type Deps struct {
	// Guards are the admin area's guards, given at wiring (docs/conventions.md, "Admin pages").
	Guards   web.Guards
	Service  *Service
	Sessions *session.Sessions
	Limiter  *ratelimit.Limiter
	BaseURL  string // absolute links: OpenGraph, the feed
}

// Handler serves the module's pages and feeds.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "blog", Href: BlogPath, Label: "blog.nav.green_room", Icon: "book", Order: 35},
		{ID: "my-posts", Href: MinePath, Label: "blog.nav.my_posts", Icon: "edit", Auth: true, Order: 52},
		{ID: "blog-header", Href: BlogPath, Label: "blog.nav.green_room", Area: "header", Order: 35},
		{ID: "blog-footer", Href: BlogPath, Label: "blog.nav.green_room", Area: "footer", Order: 35},
		{ID: "reported-posts", Href: ModerationPath, Label: "blog.nav.reported", Icon: "shield", Auth: true,
			Roles: h.Guards.StaffRoles, Area: web.NavAdmin, Order: 30},
		{ID: "marquee", Href: MarqueePath, Label: "blog.nav.marquee", Icon: "edit", Auth: true,
			Roles: h.Guards.AdminRoles, Area: web.NavAdmin, Order: 31},
	}
}

// viewer is who reads a post: their company and whether they moderate.
func (h *Handler) viewer(ctx context.Context) (Viewer, error) {
	u := web.CurrentUser(ctx)
	if u == nil {
		return Viewer{}, nil
	}
	pid, err := h.Service.ProfileOf(ctx, u.ID)
	return Viewer{ProfileID: pid, Moderator: u.HasRole(h.Guards.StaffRoles...)}, err
}

// ownProfile is the signed-in user's profile id.
func (h *Handler) ownProfile(ctx context.Context) (uuid.UUID, error) {
	return h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
}
