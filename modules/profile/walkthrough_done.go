package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /api/sustainability/walkthrough: the walkthrough was closed at its last step.
func (h *Handler) walkthroughDoneAPI(c fiber.Ctx) error {
	if err := h.Service.CompleteWalkthrough(c.Context(), web.CurrentUser(c.Context()).ID); err != nil {
		return err
	}
	return c.SendStatus(fiber.StatusNoContent)
}
