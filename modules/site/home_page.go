package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/site/views"
)

// GET /: the landing page.
func (h *Handler) homePage(c fiber.Ctx) error { return contentPage(c, "home", views.Home()) }
