package vsme

import (
	"fmt"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /vsme/shared/:token/export?format=: the shared report in a format, logged too.
func (h *Handler) sharedExport(c fiber.Ctx) error {
	format := c.Query("format")
	switch format {
	case "xhtml", "json", "xlsx", "csv":
	default:
		return web.NotFound()
	}
	r, year, _, err := h.Service.OpenShare(c.Context(), c.Params("token"), format)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	c.Set("X-Robots-Tag", "noindex")
	return sendExport(c, r, format, fmt.Sprintf("vsme-%d", year))
}
