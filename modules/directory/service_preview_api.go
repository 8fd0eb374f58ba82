package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /api/sustainableService/preview/{id}: the owner's view of one of its services,
// published or not.
func (h *Handler) servicePreviewAPI(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	v, err := h.Service.PreviewService(ctx, profileID, id)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return c.JSON(h.serviceJSONOf(ctx, v))
}
