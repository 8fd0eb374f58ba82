package billing

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
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
	Limiter  *ratelimit.Limiter
	BaseURL  string // absolute addresses Stripe sends the company back to
	// Verification is Green Verification, what the paid plans sell (the profile's service,
	// given at wiring; nil shows none).
	Verification Verification
	// AskAdmins sends the administrators a company's request (as a suggestion they answer):
	// how a plan is asked for when Checkout cannot sell it. nil hides the button.
	AskAdmins func(ctx context.Context, userID uuid.UUID, subject, text string) error
}

// Verification is what billing shows of Green Verification, which belongs to the profile
// module: billing owns this interface and the profile's *Service satisfies it, so the two
// modules meet at one interface each way and no adapter (docs/billing.md, "What the plans unlock").
type Verification interface {
	// VerificationCard is the company's card on Plans and billing (at most one).
	VerificationCard(ctx context.Context, u *web.User) ([]web.DashboardCard, error)
	// VerificationHref is the Green Verification page, which /pricing links.
	VerificationHref() string
}

// Handler serves the module's pages, the webhook and the admin area.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Nav lists the module's links.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "pricing", Href: PricingPath, Label: "billing.nav.pricing", Area: "footer", Order: 40},
		{ID: "billing", Href: HistoryPath, Label: "billing.nav.billing", Icon: "card", Auth: true, Order: 60},
		// The admin section's heading is the profile module's: one "Administration" group.
		{ID: "admin-billing", Href: AdminPath, Label: "billing.nav.admin", Icon: "card", Auth: true,
			Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 40},
		{ID: "admin-prices", Href: adminPlansPath, Label: "billing.nav.prices", Icon: "card", Auth: true,
			Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 41},
	}
}
