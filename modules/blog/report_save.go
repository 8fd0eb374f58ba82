package blog

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// reportRule bounds the reports of one sender: they reach other people.
var reportRule = ratelimit.Rule{Max: 20, Window: time.Hour}

// POST /blog/{id}/report: a signed-in user reports a post, once.
func (h *Handler) reportSave(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	u := web.CurrentUser(ctx)
	if err := h.Limiter.Check(ctx, "blog.report:"+u.ID.String(), reportRule); err != nil {
		return err
	}
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "reason", "other", "message")
	err = h.Service.Report(ctx, u.ID, pid, id, ReportInput{Reason: f.Value("reason"), Other: f.Value("other"), Message: f.Value("message")})
	if f.Take(err) {
		return h.renderPost(c, fiber.StatusUnprocessableEntity, &f, nil)
	}
	if isConflict(err) {
		h.Sessions.AddFlash(ctx, web.Flash{Key: "blog.report.already", Severity: "info"})
		return web.Redirect(c, PostPath(id))
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("blog.report.sent"))
	return web.Redirect(c, PostPath(id))
}
