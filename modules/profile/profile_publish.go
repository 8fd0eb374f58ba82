package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /sustainability-profile/publish: publish the version the page showed.
func (h *Handler) profilePublish(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := h.ownProfile(c)
	if err != nil {
		return err
	}
	version, _ := strconv.Atoi(c.FormValue("version"))
	rec, err := h.Service.Publish(ctx, id, u, version)
	switch e := web.AsError(err); {
	case err == nil && rec.Status == StatusApproved:
		h.Sessions.AddFlash(ctx, web.Success("profile.publish.live").WithLink(RatingPath, "profile.publish.live_link"))
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success("profile.publish.pending"))
	case e.Status == fiber.StatusUnprocessableEntity:
		h.Sessions.AddFlash(ctx, web.Failure("profile.publish.incomplete"))
		return web.Redirect(c, companyMissingPath)
	case e.Status == fiber.StatusConflict:
		h.Sessions.AddFlash(ctx, web.Failure("profile.conflict"))
	default:
		return err
	}
	return web.Redirect(c, RatingPath)
}
