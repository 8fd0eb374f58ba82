package directory

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// GET /my/services/new: the empty service form.
func (h *Handler) serviceNew(c fiber.Ctx) error {
	return h.renderServiceForm(c, fiber.StatusOK, uuid.Nil, serviceForm{Form: web.NewForm()}, false)
}
