package directory

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /my/services/{id}/publish.
func (h *Handler) servicePublish(c fiber.Ctx) error {
	return h.setPublished(c, true, "directory.manage.published")
}

func (h *Handler) setPublished(c fiber.Ctx, published bool, done string) error {
	profileID, id, err := h.ownerAndID(c)
	if err != nil {
		return err
	}
	_, err = h.Service.SetPublished(c.Context(), profileID, id, formVersion(c), published)
	return h.backToList(c, err, done)
}

// backToList answers an action of the list: back to the list with a message. A conflict
// (the service changed since the list was shown, or an admin's takedown waits for an edit)
// is a message too, its own: the list shows what is now.
func (h *Handler) backToList(c fiber.Ctx, err error, done string) error {
	ctx := c.Context()
	var e *web.Error
	switch {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success(done))
	case isConflict(err) && errors.As(err, &e):
		h.Sessions.AddFlash(ctx, web.Failure(e.Key))
	default:
		return err
	}
	return web.Redirect(c, ManagePath)
}
