package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/services/{id}/unpublish: the service leaves the marketplace and the company
// page at once; its owner gets a mail with the reason; the decision is audited (admins). A
// missing service is a 404; one changed since the page was shown (409) or a missing or too
// long reason (422) comes back with what was typed.
func (h *Handler) adminServiceUnpublish(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "reason")
	err = h.Service.TakeDown(ctx, web.AuditActor(ctx), id, formVersion(c), f.Value("reason"))
	if f.Take(err) {
		return h.renderAdminService(c, fiber.StatusUnprocessableEntity, id, f)
	}
	if isConflict(err) {
		return h.renderAdminService(c, fiber.StatusConflict, id, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("directory.admin.service.unpublished"))
	return web.Redirect(c, AdminServicePath(id))
}
