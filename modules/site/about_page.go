package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/site/views"
)

// GET /about: what Green Connect is and how the rating works.
func (h *Handler) aboutPage(c fiber.Ctx) error { return contentPage(c, "about", views.About()) }
