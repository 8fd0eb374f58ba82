package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /my/services/{id}: the service changed by the form.
func (h *Handler) serviceUpdate(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.serviceSave(c, id)
}
