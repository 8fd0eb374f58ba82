package directory

import "github.com/gofiber/fiber/v3"

// POST /my/services/{id}/delete: the service and its files go (version-checked: what is
// deleted is what the person saw).
func (h *Handler) serviceDelete(c fiber.Ctx) error {
	profileID, id, err := h.ownerAndID(c)
	if err != nil {
		return err
	}
	return h.backToList(c, h.Service.Delete(c.Context(), profileID, id, formVersion(c)), "directory.manage.deleted")
}
