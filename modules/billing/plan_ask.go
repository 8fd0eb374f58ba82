package billing

import (
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// askRule bounds how often one company asks the administrators for a plan.
var askRule = ratelimit.Rule{Max: 5, Window: time.Hour}

// askAction is where the ask form posts, "" when nothing can send it.
func (h *Handler) askAction() string {
	if h.AskAdmins == nil {
		return ""
	}
	return askPath
}

// POST /billing/ask: plan, price ("month/eur") → a request to the administrators, sent as a
// suggestion they answer and grant the plan from (docs/billing.md, "Choosing a plan"): how a
// plan is had when Checkout cannot sell it.
func (h *Handler) planAsk(c fiber.Ctx) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	if h.AskAdmins == nil {
		return web.NotFound()
	}
	plans, err := h.Service.Plans(ctx)
	if err != nil {
		return err
	}
	key := PlanKey(c.FormValue("plan"))
	period, currency, _ := strings.Cut(c.FormValue("price"), "/")
	var price string
	for _, p := range plans {
		if p.Key != key || len(p.Prices) == 0 {
			continue
		}
		pr, ok := p.Price(period, currency)
		if !ok {
			pr = p.Prices[0]
		}
		price = web.T(ctx, "billing.price."+pr.Period, map[string]any{"Amount": money(ctx, pr.AmountCents, pr.Currency)})
		break
	}
	if price == "" {
		h.Sessions.AddFlash(ctx, web.Failure("billing.checkout.unknown_price"))
		return web.Redirect(c, ChoosePath)
	}
	if err := h.Limiter.Check(ctx, "billing-ask:"+me.ID.String(), askRule); err != nil {
		return err
	}
	data := map[string]any{"Plan": planName(ctx, key), "Price": price, "Email": me.Email}
	if err := h.AskAdmins(ctx, me.ID, web.T(ctx, "billing.ask.subject", data), web.T(ctx, "billing.ask.text", data)); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("billing.ask.sent"))
	return web.Redirect(c, HistoryPath)
}
