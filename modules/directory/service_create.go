package directory

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
)

// POST /my/services: a new service from the form.
func (h *Handler) serviceCreate(c fiber.Ctx) error { return h.serviceSave(c, uuid.Nil) }
