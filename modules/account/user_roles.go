package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/users/{id}/roles: the roles ticked become the account's (the last admin keeps
// the admin role: 409).
func (h *Handler) userRoles(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	var roles []string
	for _, v := range c.Request().PostArgs().PeekMulti("roles") {
		roles = append(roles, string(v))
	}
	if err := h.Service.AdminSetRoles(ctx, web.AuditActor(ctx), id, versionOf(c), roles); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.admin.user.roles_saved"))
	return web.Redirect(c, userPath(id))
}
