package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /api/sustainableServices/{companyProfileId}: a listed company's public services.
func (h *Handler) companyServicesAPI(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	list, err := h.Service.PublicServicesOf(c.Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(relatedJSONOf(c.Context(), list))
}
