package profile

import (
	"encoding/json"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /api/sustainability/me: the signed-in company's whole record.
func (h *Handler) apiMine(c fiber.Ctx) error {
	r, err := h.svc.OwnRecord(c.Context(), web.CurrentUser(c.Context()).ID)
	if err != nil {
		return err
	}
	return c.JSON(r)
}

// GET /api/sustainability/{id}: the whole record for its owner and admins, the public
// record (its public fields only) of a listed profile for anyone else, else 404.
func (h *Handler) apiGet(c fiber.Ctx) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	r, err := h.svc.APIRecord(c.Context(), id, web.CurrentUser(c.Context()))
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-cache")
	return c.JSON(r)
}

// POST /api/sustainability: a partial update with the version it was made on.
func (h *Handler) apiSave(c fiber.Ctx) error {
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
	r, err := h.svc.Save(c.Context(), id, web.CurrentUser(c.Context()), p)
	if err != nil {
		return err
	}
	return c.JSON(r)
}

// POST /api/sustainability/publish: {version}.
func (h *Handler) apiPublish(c fiber.Ctx) error {
	var body struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(c.Body(), &body); err != nil || body.Version < 1 {
		return web.InvalidField("version", "profile.error.version", nil)
	}
	id, err := h.target(c)
	if err != nil {
		return err
	}
	r, err := h.svc.Publish(c.Context(), id, web.CurrentUser(c.Context()), body.Version)
	if err != nil {
		return err
	}
	return c.JSON(r)
}

// POST /api/sustainability/unpublish.
func (h *Handler) apiUnpublish(c fiber.Ctx) error {
	id, err := h.target(c)
	if err != nil {
		return err
	}
	r, err := h.svc.Unpublish(c.Context(), id, web.CurrentUser(c.Context()))
	if err != nil {
		return err
	}
	return c.JSON(r)
}

// POST /api/sustainability/files: multipart "file" and "kind" (logo, attachment,
// pricelist); answers the stored file, whose url a record may then hold.
func (h *Handler) apiUpload(c fiber.Ctx) error {
	if err := h.limit(c, "upload", uploadLimit); err != nil {
		return err
	}
	id, err := h.target(c)
	if err != nil {
		return err
	}
	fh, _ := c.FormFile("file")
	f, err := h.svc.SaveFile(c.Context(), id, web.CurrentUser(c.Context()), c.FormValue("kind"), fh)
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(f)
}

// POST /api/sustainability/walkthrough: the walkthrough was closed at its last step.
func (h *Handler) apiWalkthroughDone(c fiber.Ctx) error {
	if err := h.svc.CompleteWalkthrough(c.Context(), web.CurrentUser(c.Context()).ID); err != nil {
		return err
	}
	return c.SendStatus(fiber.StatusNoContent)
}
