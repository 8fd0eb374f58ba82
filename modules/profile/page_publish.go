package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /sustainability-profile/publish: publish the version the page showed.
func (h *Handler) publishForm(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := h.svc.ProfileIDForUser(ctx, u.ID)
	if err != nil {
		return err
	}
	version, _ := strconv.Atoi(c.FormValue("version"))
	rec, err := h.svc.Publish(ctx, id, u, version)
	switch e := web.AsError(err); {
	case err == nil && rec.Status == StatusApproved:
		h.sessions.AddFlash(ctx, web.Success("profile.publish.live").WithLink(RatingPath, "profile.publish.live_link"))
	case err == nil:
		h.sessions.AddFlash(ctx, web.Success("profile.publish.pending"))
	case e.Status == fiber.StatusUnprocessableEntity:
		h.sessions.AddFlash(ctx, web.Failure("profile.publish.incomplete").WithLink(CompanyPath, "profile.rating.edit_company"))
	case e.Status == fiber.StatusConflict:
		h.sessions.AddFlash(ctx, web.Failure("profile.conflict"))
	default:
		return err
	}
	return web.Redirect(c, RatingPath)
}

// POST /sustainability-profile/unpublish.
func (h *Handler) unpublishForm(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := h.svc.ProfileIDForUser(ctx, u.ID)
	if err != nil {
		return err
	}
	_, err = h.svc.Unpublish(ctx, id, u)
	switch e := web.AsError(err); {
	case err == nil:
		h.sessions.AddFlash(ctx, web.Success("profile.unpublish.done"))
	case e.Status == fiber.StatusConflict:
		h.sessions.AddFlash(ctx, web.Failure("profile.unpublish.failed"))
	default:
		return err
	}
	return web.Redirect(c, RatingPath)
}
