package account

import (
	"github.com/gofiber/fiber/v3"
)

// POST /admin/users/{id}/enable: the owner may sign in again.
func (h *Handler) userEnable(c fiber.Ctx) error {
	return h.setDisabled(c, false, "account.admin.user.enabled")
}
