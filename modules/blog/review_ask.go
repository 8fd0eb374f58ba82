package blog

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /blog/{id}/review: the author of a hidden post asks the moderators for another look,
// with an optional message (docs/blog.md, "Reporting and moderation"). A second ask before
// the post is hidden again is refused with a message; another company's post is 404.
func (h *Handler) reviewAsk(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	err = h.Service.AskReview(ctx, pid, id, c.FormValue("message"))
	var e *web.Error
	switch {
	case isConflict(err):
		h.Sessions.AddFlash(ctx, web.Failure("blog.review.already"))
	case errors.As(err, &e) && e.Fields.Len() > 0:
		h.Sessions.AddFlash(ctx, web.Failure("blog.review.too_long"))
	case err != nil:
		return err
	default:
		h.Sessions.AddFlash(ctx, web.Success("blog.review.asked"))
	}
	return web.Redirect(c, MinePath)
}
