package blog

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// Limits per sender: reports and enquiries reach other people.
var (
	reportRule  = ratelimit.Rule{Max: 20, Window: time.Hour}
	enquiryRule = ratelimit.Rule{Max: 10, Window: time.Hour}
)

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

// POST /blog/{id}/enquiry: a signed-in user writes to the author of a business post.
func (h *Handler) enquirySave(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	u := web.CurrentUser(ctx)
	if err := h.Limiter.Check(ctx, "blog.enquiry:"+u.ID.String(), enquiryRule); err != nil {
		return err
	}
	f := web.FormFrom(c, "position", "other", "subject", "message")
	err = h.Service.Enquire(ctx, u.ID, u.Email, id, EnquiryInput{Position: f.Value("position"), Other: f.Value("other"),
		Subject: f.Value("subject"), Message: f.Value("message")})
	if f.Take(err) {
		return h.renderPost(c, fiber.StatusUnprocessableEntity, nil, &f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("blog.enquiry.sent"))
	return web.Redirect(c, PostPath(id))
}
