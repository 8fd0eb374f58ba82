package billing

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// GET /billing/return?session_id=...: where Checkout sends the company back. The address
// proves nothing (anyone can type it), so it changes nothing: when Stripe's event has
// already made a paid plan the company's, the history shows it with "You subscribed!";
// else this page waits for the event, reloading itself. Without Stripe keys no checkout can
// have happened: the history says payments are not set up, and nothing waits.
func (h *Handler) checkoutReturn(c fiber.Ctx) error {
	ctx := c.Context()
	if !h.Service.PaymentsEnabled() {
		return web.Redirect(c, HistoryPath)
	}
	me := web.CurrentUser(ctx)
	cur, err := h.Service.CurrentPlan(ctx, me.ID)
	if err != nil {
		return err
	}
	if cur.Source == SourceStripe {
		return web.Redirect(c, HistoryPath)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.return.title"), NoStore: true,
		Head: views.ReturnHead(), Body: views.Return(views.ReturnView{HistoryHref: HistoryPath})})
}
