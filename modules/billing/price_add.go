package billing

import (
	"math"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/billing/plans/add: a price in a currency or for a period a paid plan had none
// in, recorded in the audit log.
func (h *Handler) priceAdd(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, priceFields...)
	cents, ok := parseAmount(f.Value("amount"))
	if !ok {
		// Said first; -1 makes the service refuse the change too, with the other fields' errors.
		f.Errors.Add("amount", "billing.admin.prices.amount_format", nil)
		cents = -1
	}
	err := h.Service.AddPrice(ctx, web.AuditActor(ctx), PriceChange{Plan: PlanKey(f.Value("plan")), Period: f.Value("period"),
		Currency: f.Value("currency"), AmountCents: cents, StripePriceID: f.Value("stripe_price_id")})
	if f.Take(err) {
		return h.renderPrices(c, fiber.StatusUnprocessableEntity, nil, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("billing.admin.prices.added"))
	return web.Redirect(c, adminPlansPath)
}

// parseAmount reads "29", "29.5" or "29,50" as cents.
func parseAmount(s string) (int64, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", ".")
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > MaxAmountCents/100 {
		return 0, false
	}
	return int64(math.Round(v * 100)), true
}
