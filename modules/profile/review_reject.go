package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/profiles/{id}/reject: a reason is required; the form comes back with it.
func (h *Handler) reviewReject(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "reason")
	var sections []string
	if form, err := c.MultipartForm(); err == nil {
		sections = form.Value["sections"]
	} else {
		for _, v := range c.Request().PostArgs().PeekMulti("sections") {
			sections = append(sections, string(v))
		}
	}
	err = h.Service.Reject(ctx, id, web.CurrentUser(ctx).ID, reviewedVersion(c), f.Value("reason"), sections)
	switch e := web.AsError(err); {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success("profile.review.rejected"))
		return web.Redirect(c, QueuePath)
	case conflicted(err):
		return h.renderReview(c, e.Status, f, sections, e.Key)
	case f.Take(err):
		return h.renderReview(c, e.Status, f, sections, "")
	}
	return err
}
