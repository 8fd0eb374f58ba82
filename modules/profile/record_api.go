package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /api/sustainability/me: the signed-in company's whole record.
func (h *Handler) recordMineAPI(c fiber.Ctx) error {
	r, err := h.ownRecord(c, loadAll)
	if err != nil {
		return err
	}
	return c.JSON(r)
}

// GET /api/sustainability/{id}: the whole record for its owner and admins, the public
// record (its public fields only) of a listed profile for anyone else, else 404.
func (h *Handler) recordAPI(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	r, err := h.Service.APIRecord(c.Context(), id, web.CurrentUser(c.Context()))
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-cache")
	return c.JSON(r)
}

// POST /api/sustainability: a partial update with the version it was made on.
func (h *Handler) recordSaveAPI(c fiber.Ctx) error {
	if err := h.limit(c, "save", saveLimit); err != nil {
		return err
	}
	p, err := ParsePatch(c.Body())
	if err != nil {
		return err
	}
	id, err := h.target(c)
	if err != nil {
		return err
	}
	r, err := h.Service.Save(c.Context(), id, web.CurrentUser(c.Context()), p)
	if err != nil {
		return err
	}
	return c.JSON(r)
}
