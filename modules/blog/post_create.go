package blog

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
)

// POST /blog: a new post from the editor.
func (h *Handler) postCreate(c fiber.Ctx) error { return h.postSave(c, uuid.Nil) }
