package vsme

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /my/vsme/import: reads the uploaded template or xBRL-JSON and shows what it would save;
// nothing is saved before the owner confirms.
func (h *Handler) importSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.NewForm()
	fh, err := c.FormFile("file")
	if err != nil || fh.Size == 0 {
		f.Errors.Add("file", "vsme.import.no_file", nil)
		return h.renderHome(c, fiber.StatusUnprocessableEntity, f)
	}
	if fh.Size > MaxUpload {
		f.Errors.Add("file", "vsme.import.too_large", map[string]any{"MB": MaxUpload >> 20})
		return h.renderHome(c, fiber.StatusUnprocessableEntity, f)
	}
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	file, err := fh.Open()
	if err != nil {
		return err
	}
	defer file.Close()
	id, err := h.Service.StageImport(ctx, profileID, fh.Filename, file)
	if f.Take(err) {
		return h.renderHome(c, fiber.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return err
	}
	return web.Redirect(c, ImportPath(id))
}
