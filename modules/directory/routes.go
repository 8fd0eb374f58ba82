package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/account"
	"greenconnect/modules/directory/model"
)

// Routes registers every route of the module.
func (h *Handler) Routes(r fiber.Router) {
	r.Get(model.DirectoryPath, h.directory)
	r.Get(model.MarketPath, h.marketplace)
	r.Get(model.TrainingPath, h.training)
	r.Get("/services/:id", h.servicePage)
	r.Get("/companies/:id/badge", h.checkBadge)

	r.Get("/api/sustainableService/preview/:id", account.RequireUser(), h.apiPreviewService)
	r.Get("/api/sustainableService/:id", h.apiService)
	r.Get("/api/sustainableServices/preview", account.RequireUser(), h.apiOwnServices)
	r.Get("/api/sustainableServices/:id", h.apiCompanyServices)

	r.Get(model.BadgeSnippetPath, account.RequireUser(), h.snippetPage)

	my := r.Group(model.ManagePath, account.RequireUser())
	my.Get("/", h.manageList)
	my.Get("/new", h.manageNew)
	my.Post("/", h.manageCreate)
	my.Get("/:id/edit", h.manageEdit)
	my.Post("/:id", h.manageUpdate)
	my.Post("/:id/publish", h.managePublish)
	my.Post("/:id/unpublish", h.manageUnpublish)
	my.Post("/:id/delete", h.manageDelete)
}

// EmbedRoutes registers the routes other sites embed (see EmbedPrefixes).
func (h *Handler) EmbedRoutes(r fiber.Router) {
	r.Get("/badge/:file", h.badge)
	r.Get("/embed/badge.js", h.badgeScript)
}
