package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/account"
)

// Routes registers every route of the module.
func (h *Handler) Routes(r fiber.Router) {
	user := account.RequireUser()
	r.Get(RatingPath, user, h.ratingPage)
	r.Post(RatingPath+"/publish", user, h.publishForm)
	r.Post(RatingPath+"/unpublish", user, h.unpublishForm)
	r.Get(CompanyPath, user, h.companyPage)
	r.Post(CompanyPath, user, h.companySave)
	r.Get(WizardPath, user, h.wizardPage)
	r.Post(WizardPath, user, h.wizardSave)
	api := r.Group("/api/sustainability")
	api.Get("/me", user, h.apiMine)
	api.Get("/:id", h.apiGet)
	r.Post("/api/sustainability", user, h.apiSave)
	api.Post("/publish", user, h.apiPublish)
	api.Post("/unpublish", user, h.apiUnpublish)
	api.Post("/files", user, h.apiUpload)
	api.Post("/walkthrough", user, h.apiWalkthroughDone)
}
