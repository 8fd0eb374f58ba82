package directory

import "github.com/gofiber/fiber/v3"

// GET /badge/{profileId}.json: what the badge script draws (in the API's document).
func (h *Handler) badgeData(c fiber.Ctx) error { return h.badgeFile(c, "json") }
