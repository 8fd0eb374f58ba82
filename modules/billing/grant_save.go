package billing

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

var grantFields = []string{"email", "plan", "note"}

// POST /admin/billing/grant: email, plan, note → the company has the plan from now on,
// recorded in its membership history and the audit log.
func (h *Handler) grantSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, grantFields...)
	err := h.Service.Grant(ctx, web.AuditActor(ctx), f.Value("email"), f.Value("plan"), f.Value("note"))
	switch e := web.AsError(err); {
	case f.Take(err):
		return h.renderAdmin(c, e.Status, f)
	case err != nil && e.Status == fiber.StatusConflict: // pays through Stripe: say so, keep the form
		f.Fail(e.Key, e.Data)
		return h.renderAdmin(c, e.Status, f)
	case err != nil:
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("billing.admin.grant.done"))
	return web.Redirect(c, AdminPath)
}

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
	return web.Redirect(c, AdminPath)
}
