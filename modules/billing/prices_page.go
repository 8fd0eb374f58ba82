package billing

import (
	"context"
	"math"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

var priceFields = []string{"plan", "period", "currency", "amount", "stripe_price_id"}

// GET /admin/billing/plans: every price of the paid plans, each with its form, and the form
// that adds one.
func (h *Handler) pricesPage(c fiber.Ctx) error {
	return h.renderPrices(c, fiber.StatusOK, nil, web.NewForm())
}

// renderPrices shows the editor; refused is the price form that came back with errors, add
// the adding form (as typed when it was refused).
func (h *Handler) renderPrices(c fiber.Ctx, status int, refused *web.Form, add web.Form) error {
	ctx := c.Context()
	plans, err := h.Service.Plans(ctx)
	if err != nil {
		return err
	}
	v := views.PricesView{BackHref: AdminPath, Add: add, AddAction: adminAddPath,
		Periods: []views.Choice{{Value: PeriodMonth, Label: periodName(ctx, PeriodMonth)},
			{Value: PeriodYear, Label: periodName(ctx, PeriodYear)}}}
	for _, p := range plans {
		if p.Key != PlanFree {
			v.Plans = append(v.Plans, views.Choice{Value: p.Key, Label: planName(ctx, p.Key)})
		}
	}
	for _, p := range plans {
		for _, pr := range p.Prices {
			f := web.NewForm()
			f.Prefix = pr.Plan + "-" + pr.Period + "-" + pr.Currency + "-"
			f.Set("plan", pr.Plan)
			f.Set("period", pr.Period)
			f.Set("currency", pr.Currency)
			f.Set("amount", strconv.FormatFloat(float64(pr.AmountCents)/100, 'f', 2, 64))
			f.Set("stripe_price_id", pr.StripePriceID)
			if refused != nil && refused.Value("plan") == pr.Plan && refused.Value("period") == pr.Period &&
				refused.Value("currency") == pr.Currency {
				refused.Prefix = f.Prefix
				f = *refused
			}
			v.Rows = append(v.Rows, views.PriceRow{Plan: planName(ctx, pr.Plan), Period: periodName(ctx, pr.Period),
				Currency: strings.ToUpper(pr.Currency), Action: adminPricePath, Form: f})
		}
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.admin.prices.title"), Status: status,
		Body: views.Prices(v), NavID: "admin-billing"})
}

func periodName(ctx context.Context, period string) string {
	return web.T(ctx, "billing.period."+period)
}

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
	err := h.Service.UpdatePrice(ctx, web.AuditActor(ctx), PriceChange{Plan: f.Value("plan"), Period: f.Value("period"),
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
	err := h.Service.AddPrice(ctx, web.AuditActor(ctx), PriceChange{Plan: f.Value("plan"), Period: f.Value("period"),
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
