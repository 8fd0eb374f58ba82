package rating

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/account"
)

// Routes registers every route of the module, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	admin := account.RequireRole(account.RoleAdmin)
	r.Get(MethodPath, h.methodPage)
	r.Get(apiTablePath, h.tableAPI)
	r.Post(apiTablePath, admin, h.tableSaveAPI)
	r.Get(TablePath, admin, h.tableEdit)
	r.Post(TablePath, admin, h.tableSave)
	r.Post(tablePreview, admin, h.tablePreview)
}
