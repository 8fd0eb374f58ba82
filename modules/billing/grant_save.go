package billing

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

var grantFields = []string{"email", "plan", "note"}

// POST /admin/billing/grant: email, plan, note → the company has the plan from now on,
// recorded in its membership history and the audit log.
func (h *Handler) grantSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, grantFields...)
	err := h.Service.Grant(ctx, web.AuditActor(ctx), f.Value("email"), PlanKey(f.Value("plan")), f.Value("note"))
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
