package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /api/sustainableServices/preview: every service of the signed-in company, for its
// previews.
func (h *Handler) ownServicesAPI(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	list, err := h.Service.OwnServicesAsRelated(ctx, profileID)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return c.JSON(relatedJSONOf(ctx, list))
}
