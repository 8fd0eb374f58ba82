package billing

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /billing/portal: the company's Stripe Customer Portal (change plan or period,
// payment method, invoices, cancel).
func (h *Handler) portalOpen(c fiber.Ctx) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	if err := h.Limiter.Check(ctx, "billing-stripe:"+me.ID.String(), checkoutRule); err != nil {
		return err
	}
	to, err := h.Service.Portal(ctx, me.ID, h.BaseURL+HistoryPath, web.Lang(ctx))
	if err != nil {
		return err
	}
	return toStripe(c, to)
}
