package directory

import "github.com/gofiber/fiber/v3"

// GET /embed/badge.js: the current bundle of the badge script, for other sites.
func (h *Handler) badgeScript(c fiber.Ctx) error {
	c.Set("Cross-Origin-Resource-Policy", "cross-origin")
	return h.EmbedScript(c)
}
