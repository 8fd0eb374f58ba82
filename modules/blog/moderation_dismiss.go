package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/reported-posts/{id}/dismiss: the open reports are closed, the post stays.
func (h *Handler) moderationDismiss(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.decided(c, h.Service.Dismiss(c.Context(), web.AuditActor(c.Context()), id), "blog.moderation.dismissed")
}
