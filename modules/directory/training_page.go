package directory

import "github.com/gofiber/fiber/v3"

// GET /sustainability-training: the services of the training category.
func (h *Handler) trainingPage(c fiber.Ctx) error { return h.servicesListing(c, TrainingPath, true) }
