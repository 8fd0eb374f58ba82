package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /api/sustainability/files: multipart "file" and "kind" (logo, attachment,
// pricelist); answers the stored file, whose url a record may then hold.
func (h *Handler) fileUploadAPI(c fiber.Ctx) error {
	if err := h.limit(c, "upload", uploadLimit); err != nil {
		return err
	}
	id, err := h.target(c)
	if err != nil {
		return err
	}
	fh, _ := c.FormFile("file")
	f, err := h.Service.SaveFile(c.Context(), id, web.CurrentUser(c.Context()), c.FormValue("kind"), fh)
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(f)
}
