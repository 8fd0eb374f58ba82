package billing

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// GET /pricing: the plans compared in plain words, the same for every visitor (no
// per-visitor state: the add-on view shows a company's own plan), kept by the page cache
// until the prices change (PricingTag).
func (h *Handler) pricingPage(c fiber.Ctx) error {
	ctx := c.Context()
	plans, err := h.Service.Plans(ctx)
	if err != nil {
		return err
	}
	pagecache.Public(c, PricingTag)
	v := views.PricingView{Plans: planCards(ctx, plans, ""), PaymentsOn: h.Service.PaymentsEnabled(), ChooseHref: ChoosePath}
	if h.Verification != nil {
		v.VerificationHref = h.Verification.VerificationHref()
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.pricing.title"), Body: views.Pricing(v)})
}
