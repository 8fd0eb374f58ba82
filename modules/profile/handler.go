package profile

import (
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/i18n"
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
	// Bundle names the shipped texts in every language (the guidance editor, the SDGs page).
	Bundle *i18n.Bundle
	// GoalListing is the directory filtered by a UN goal, where the SDGs page links its
	// count; nil links nothing.
	GoalListing func(sdg int) string
}

// Handler serves the module's pages and API.
type Handler struct{ Deps }

// New returns the handler.
func New(d Deps) *Handler { return &Handler{Deps: d} }

// Limits on changes, per user: autosave is frequent, uploads are heavy.
var (
	saveLimit   = ratelimit.Rule{Max: 240, Window: 10 * time.Minute}
	uploadLimit = ratelimit.Rule{Max: 60, Window: 10 * time.Minute}
)

// Nav lists the module's links. The drawer's Sustainability group sits together, after Home
// and before the directory's links (10-19): a link of another module between two of them
// would repeat the group's heading.
func (h *Handler) Nav() []web.NavItem {
	return []web.NavItem{
		{ID: "sustainability-profile", Href: RatingPath, Label: "profile.nav.rating", Icon: "leaf", Auth: true,
			Section: "profile.nav.section", Order: 10},
		{ID: "company-profile", Href: CompanyPath, Label: "profile.nav.company", Icon: "building",
			Auth: true, Section: "profile.nav.section", Order: 11},
		{ID: "sustainability-wizard", Href: WizardPath, Label: "profile.nav.wizard", Icon: "edit",
			Auth: true, Section: "profile.nav.section", Order: 12},
		{ID: "sustainability-report", Href: ReportPath, Label: "profile.nav.report", Icon: "book",
			Auth: true, Section: "profile.nav.section", Order: 13},
		{ID: "company-verification", Href: VerificationPath, Label: "profile.nav.company_verification", Icon: "shield",
			Auth: true, Section: "profile.nav.section", Order: 14},
		// The walkthrough again, from the menu under the user's name (docs/profile.md, "Walkthrough").
		{ID: "tour-again", Href: tourPath, Label: "profile.nav.tour", Auth: true, Area: "user", Order: 80},
		{ID: "profile-review", Href: QueuePath, Label: "profile.nav.review", Icon: "shield",
			Auth: true, Roles: []string{account.RoleAdmin, account.RoleModerator}, Area: web.NavAdmin, Order: 20},
		{ID: "green-verification", Href: VerificationQueuePath, Label: "profile.nav.verification", Help: "profile.nav.verification_help",
			Icon: "shield", Auth: true, Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 21},
		{ID: "admin-companies", Href: AdminCompaniesPath, Label: "profile.nav.companies", Help: "profile.nav.companies_help",
			Icon: "building", Auth: true, Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 22},
		{ID: "profile-guidance", Href: GuidancePath, Label: "profile.nav.guidance", Help: "profile.nav.guidance_help",
			Icon: "book", Auth: true, Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 23},
		{ID: "profile-sdgs", Href: SDGsPath, Label: "profile.nav.sdgs", Help: "profile.nav.sdgs_help",
			Icon: "leaf", Auth: true, Roles: []string{account.RoleAdmin}, Area: web.NavAdmin, Order: 24},
	}
}

// target is the profile a change is for: the user's own, or for an admin the one named by
// ?id=.
func (h *Handler) target(c fiber.Ctx) (uuid.UUID, error) {
	u := web.CurrentUser(c.Context())
	if raw := c.Query("id"); raw != "" && u.HasRole(account.RoleAdmin) {
		id, err := uuid.Parse(raw)
		if err != nil {
			return uuid.Nil, web.NotFound()
		}
		return id, nil
	}
	return h.ownProfile(c)
}

// ownProfile is the id of the signed-in user's profile (made if needed).
func (h *Handler) ownProfile(c fiber.Ctx) (uuid.UUID, error) {
	return h.Service.ProfileIDForUser(c.Context(), web.CurrentUser(c.Context()).ID)
}

// ownRecord is the signed-in user's record (its profile made if needed), with the parts
// the page reads (loadPage, or loadNone for a page that shows no evidence).
func (h *Handler) ownRecord(c fiber.Ctx, l loads) (Record, error) {
	return h.Service.ownRecord(c.Context(), web.CurrentUser(c.Context()).ID, l)
}

// limit counts a change against the user's rule.
func (h *Handler) limit(c fiber.Ctx, name string, r ratelimit.Rule) error {
	return h.Limiter.Check(c.Context(), "profile:"+name+":"+web.CurrentUser(c.Context()).ID.String(), r)
}
