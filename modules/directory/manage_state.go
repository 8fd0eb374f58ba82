package directory

import (
	"errors"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
)

func (h *Handler) managePublish(c fiber.Ctx) error {
	return h.setPublished(c, true, "directory.manage.published")
}

func (h *Handler) manageUnpublish(c fiber.Ctx) error {
	return h.setPublished(c, false, "directory.manage.unpublished")
}

func (h *Handler) setPublished(c fiber.Ctx, published bool, done string) error {
	ctx := c.Context()
	profileID, id, err := h.ownerAndID(c)
	if err != nil {
		return err
	}
	_, err = h.svc.SetPublished(ctx, profileID, id, formVersion(c), published)
	return h.backToList(c, err, done)
}

func (h *Handler) manageDelete(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, id, err := h.ownerAndID(c)
	if err != nil {
		return err
	}
	return h.backToList(c, h.svc.Delete(ctx, profileID, id, formVersion(c)), "directory.manage.deleted")
}

// backToList answers a list action: back to the list with a message. A conflict (the
// service changed since the list was shown) is a message too: the list shows what is now.
func (h *Handler) backToList(c fiber.Ctx, err error, done string) error {
	ctx := c.Context()
	var e *web.Error
	switch {
	case err == nil:
		h.sessions.AddFlash(ctx, web.Success(done))
	case errors.As(err, &e) && e.Status == fiber.StatusConflict:
		h.sessions.AddFlash(ctx, web.Failure("directory.manage.conflict"))
	default:
		return err
	}
	return web.Redirect(c, model.ManagePath)
}

// formVersion is the version the form was rendered with; -1 (never a version) when absent.
func formVersion(c fiber.Ctx) int {
	v, err := strconv.Atoi(c.FormValue("version"))
	if err != nil {
		return -1
	}
	return v
}
