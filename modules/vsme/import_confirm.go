package vsme

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /my/vsme/import/:id/confirm: saves the staged import as its year's report.
func (h *Handler) importConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, id, err := h.ownImport(c)
	if err != nil {
		return err
	}
	year, err := h.Service.ConfirmImport(ctx, profileID, id)
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("vsme.import.saved"))
	return web.Redirect(c, ReportPath(year))
}
