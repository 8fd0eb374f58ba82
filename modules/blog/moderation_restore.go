package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/reported-posts/{id}/restore: a hidden post shows again.
func (h *Handler) moderationRestore(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.decided(c, h.Service.Restore(c.Context(), web.AuditActor(c.Context()), id), "blog.moderation.restored")
}
