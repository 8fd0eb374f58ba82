package billing

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// Entitlements answer whether a user's plan unlocks a feature.
type Entitlements interface {
	Entitled(ctx context.Context, userID uuid.UUID, f Feature) (bool, error)
}

// RequireFeature is the route guard of what a plan unlocks (docs/billing.md, "The gate"):
// the request goes on when the signed-in company's plan includes f. Otherwise the API
// answers 403 with the code "plan_required", and a page answers 403 with a page that says
// what the feature does and links to /pricing. Put it after h.Guards.SignedIn:
//
// s is whatever answers Entitled: billing's *Service, or a consumer's service that asks it
// (profile.Service, through its one seam into billing):
//
//	r.Post(verifyCompanyPath, signedIn, billing.RequireFeature(h.Service, billing.FeatureCompanyValidation), h.verifyCompany)
func RequireFeature(s Entitlements, f Feature) fiber.Handler {
	return func(c fiber.Ctx) error {
		ctx := c.Context()
		u := web.CurrentUser(ctx)
		if u == nil {
			return web.Unauthorized()
		}
		ok, err := s.Entitled(ctx, u.ID, f)
		if err != nil {
			return err
		}
		if ok {
			return c.Next()
		}
		if strings.HasPrefix(c.Path(), "/api/") {
			return &web.Error{Status: fiber.StatusForbidden, Code: "plan_required", Key: "billing.gate.api",
				Data: map[string]any{"Feature": web.T(ctx, "billing.feature."+string(f)+".name")}}
		}
		v := views.GateView{Feature: web.T(ctx, "billing.feature."+string(f)+".name"),
			Text: web.T(ctx, "billing.feature."+string(f)+".text"), PricingHref: PricingPath}
		return templates.Render(c, templates.Page{Title: v.Feature, Status: fiber.StatusForbidden, NoStore: true, Body: views.Gate(v)})
	}
}
