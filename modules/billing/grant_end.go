package billing

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// POST /admin/billing/end: user → the company's granted plan ends now.
func (h *Handler) grantEnd(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := uuid.Parse(c.FormValue("user"))
	if err != nil {
		return web.NotFound()
	}
	period, _ := uuid.Parse(c.FormValue("period")) // none: whichever is open
	if err := h.Service.EndGrant(ctx, web.AuditActor(ctx), id, period, c.FormValue("note")); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("billing.admin.end.done"))
	return web.Redirect(c, adminPeriodsPath)
}
