package admin

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/account"
)

// Routes registers the index, for admins and moderators.
func (h *Handler) Routes(r fiber.Router) {
	r.Get(IndexPath, account.RequireRole(Roles...), h.indexPage)
}
