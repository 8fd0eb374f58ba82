package directory

import "github.com/gofiber/fiber/v3"

// POST /my/services/{id}/unpublish.
func (h *Handler) serviceUnpublish(c fiber.Ctx) error {
	return h.setPublished(c, false, "directory.manage.unpublished")
}
