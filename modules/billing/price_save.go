package billing

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/billing/plans/price: one price's amount and Stripe price id, recorded in the
// audit log.
func (h *Handler) priceSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, priceFields...)
	cents, ok := parseAmount(f.Value("amount"))
	if !ok {
		f.Errors.Add("amount", "billing.admin.prices.amount_format", nil)
		return h.renderPrices(c, fiber.StatusUnprocessableEntity, &f, web.NewForm())
	}
	err := h.Service.UpdatePrice(ctx, web.AuditActor(ctx), PriceChange{Plan: PlanKey(f.Value("plan")), Period: f.Value("period"),
		Currency: f.Value("currency"), AmountCents: cents, StripePriceID: f.Value("stripe_price_id")})
	if f.Take(err) {
		return h.renderPrices(c, fiber.StatusUnprocessableEntity, &f, web.NewForm())
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("billing.admin.prices.saved"))
	return web.Redirect(c, adminPlansPath)
}
