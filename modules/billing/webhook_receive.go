package billing

import (
	"github.com/gofiber/fiber/v3"
)

// maxEventBytes bounds a webhook delivery; Stripe's events are a few kilobytes.
const maxEventBytes = 512 << 10

// POST /billing/webhook: Stripe's events. No session and no CSRF token (the path is wired
// ahead of them: WebhookPrefixes); the signature is checked instead. The event is stored
// and queued, and the answer is a quick 200: a job applies it (docs/billing.md, "Events").
func (h *Handler) webhookReceive(c fiber.Ctx) error {
	body := c.Body()
	if len(body) > maxEventBytes {
		return fiber.ErrRequestEntityTooLarge
	}
	if err := h.Service.Receive(c.Context(), body, c.Get("Stripe-Signature")); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"received": true})
}
