package billing

import (
	"context"
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
	keys := make([]PlanKey, len(plans))
	for i, p := range plans {
		keys[i] = p.Key
	}
	v.Plans = planOptions(ctx, paidPlans(keys))
	for _, p := range plans {
		for _, pr := range p.Prices {
			f := web.NewForm()
			f.Prefix = string(pr.Plan) + "-" + pr.Period + "-" + pr.Currency + "-"
			f.Set("plan", string(pr.Plan))
			f.Set("period", pr.Period)
			f.Set("currency", pr.Currency)
			f.Set("amount", strconv.FormatFloat(float64(pr.AmountCents)/100, 'f', 2, 64))
			f.Set("stripe_price_id", pr.StripePriceID)
			if refused != nil && PlanKey(refused.Value("plan")) == pr.Plan && refused.Value("period") == pr.Period &&
				refused.Value("currency") == pr.Currency {
				refused.Prefix = f.Prefix
				f = *refused
			}
			v.Rows = append(v.Rows, views.PriceRow{Plan: planName(ctx, pr.Plan), Period: periodName(ctx, pr.Period),
				Currency: strings.ToUpper(pr.Currency), Action: adminPricePath, Form: f, NotBuyable: pr.StripePriceID == ""})
		}
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.admin.prices.title"), Status: status, NoStore: true,
		Body: views.Prices(v), NavID: "admin-prices"})
}

func periodName(ctx context.Context, period string) string {
	return web.T(ctx, "billing.period."+period)
}
