package account

import (
	"slices"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/unverified/delete: deletes the unverified accounts older than the age chosen,
// through the account deletion and its hooks.
func (h *Handler) unverifiedDelete(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "days", "confirm")
	days, err := strconv.Atoi(f.Value("days"))
	if err != nil || !slices.Contains(UnverifiedAges, days) {
		f.Errors.Add("days", "account.admin.unverified.age_required", nil)
	}
	if f.Value("confirm") == "" {
		f.Errors.Add("confirm", "account.admin.unverified.confirm_required", nil)
	}
	if f.Failed() {
		return h.renderUnverified(c, fiber.StatusUnprocessableEntity, f)
	}
	n, err := h.Service.AdminDeleteUnverified(ctx, web.AuditActor(ctx), days)
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Flash{Key: "account.admin.unverified.deleted", Severity: "success", Data: map[string]any{"Count": n}})
	return web.Redirect(c, UnverifiedPath)
}
