package blog

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// enquiryRule bounds the enquiries of one sender: they reach other people.
var enquiryRule = ratelimit.Rule{Max: 10, Window: time.Hour}

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
