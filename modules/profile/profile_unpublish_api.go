package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /api/sustainability/unpublish.
func (h *Handler) profileUnpublishAPI(c fiber.Ctx) error {
	id, err := h.target(c)
	if err != nil {
		return err
	}
	r, err := h.Service.Unpublish(c.Context(), id, web.CurrentUser(c.Context()))
	if err != nil {
		return err
	}
	return c.JSON(r)
}
