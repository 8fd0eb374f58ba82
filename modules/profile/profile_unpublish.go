package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /sustainability-profile/unpublish.
func (h *Handler) profileUnpublish(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := h.ownProfile(c)
	if err != nil {
		return err
	}
	_, err = h.Service.Unpublish(ctx, id, u)
	switch e := web.AsError(err); {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success("profile.unpublish.done"))
	case e.Status == fiber.StatusConflict:
		h.Sessions.AddFlash(ctx, web.Failure("profile.unpublish.failed"))
	default:
		return err
	}
	return web.Redirect(c, RatingPath)
}
