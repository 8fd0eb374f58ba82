package profile

import (
	"errors"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/profiles/{id}/approve.
func (h *Handler) reviewApprove(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	err = h.Service.Approve(ctx, id, web.CurrentUser(ctx).ID, reviewedVersion(c))
	if conflicted(err) {
		return h.renderReview(c, fiber.StatusConflict, web.NewForm(), nil, web.AsError(err).Key)
	} else if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("profile.review.approved"))
	return web.Redirect(c, QueuePath)
}

// reviewedVersion is the snapshot version the review form was rendered with; 0 (no
// snapshot) when missing or not a number.
func reviewedVersion(c fiber.Ctx) int {
	v, err := strconv.ParseInt(c.FormValue("version"), 10, 32)
	if err != nil {
		return 0
	}
	return int(v)
}

// conflicted reports whether a decision was refused as a 409: the company published again
// since the review page was rendered, it is not waiting any more, or it is the reviewer's
// own. The page is shown again as it is now, with the notice saying why.
func conflicted(err error) bool {
	var e *web.Error
	return errors.As(err, &e) && e.Status == fiber.StatusConflict
}
