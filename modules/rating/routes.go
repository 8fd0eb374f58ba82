package rating

import "github.com/gofiber/fiber/v3"

// Routes registers every route of the module, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	admin := h.Guards.Admin
	r.Get(MethodPath, h.methodPage)
	r.Get(apiTablePath, h.tableAPI)
	r.Post(apiTablePath, admin, h.tableSaveAPI)
	r.Get(TablePath, admin, h.tableEdit)
	r.Post(TablePath, admin, h.tableSave)
	r.Post(tablePreview, admin, h.tablePreview)
}
