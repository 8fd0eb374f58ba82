package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/reported-posts/{id}/hide: the post leaves every public list at once; its
// author gets a mail with the reason; the decision is recorded.
func (h *Handler) moderationHide(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "reason")
	err = h.Service.Hide(ctx, web.AuditActor(ctx), id, f.Value("reason"))
	if f.Take(err) {
		return h.renderModeration(c, fiber.StatusUnprocessableEntity, f)
	}
	return h.decided(c, err, "blog.moderation.hidden_done")
}
