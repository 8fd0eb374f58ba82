package vsme

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /my/vsme/import/:id/cancel: drops the staged import.
func (h *Handler) importCancel(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, id, err := h.ownImport(c)
	if err != nil {
		return err
	}
	if err := h.Service.CancelImport(ctx, profileID, id); err != nil {
		return err
	}
	return web.Redirect(c, HomePath)
}
