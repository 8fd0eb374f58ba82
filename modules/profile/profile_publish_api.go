package profile

import (
	"encoding/json"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /api/sustainability/publish: {version}.
func (h *Handler) profilePublishAPI(c fiber.Ctx) error {
	var body struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(c.Body(), &body); err != nil || body.Version < 1 {
		return web.InvalidField("version", "profile.error.version", nil)
	}
	id, err := h.target(c)
	if err != nil {
		return err
	}
	r, err := h.Service.Publish(c.Context(), id, web.CurrentUser(c.Context()), body.Version)
	if err != nil {
		return err
	}
	return c.JSON(r)
}
