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
	r.Get(ReportPath, user, h.reportPage)
	r.Get("/companies/:id", h.publicPage)

	admin := account.RequireRole(account.RoleAdmin)
	r.Get(QueuePath, admin, h.queuePage)
	r.Get(QueuePath+"/:id", admin, h.reviewPage)
	r.Post(QueuePath+"/:id/approve", admin, h.approve)
	r.Post(QueuePath+"/:id/reject", admin, h.reject)
	api := r.Group("/api/sustainability")
	api.Get("/me", user, h.apiMine)
	api.Get("/:id", h.apiGet)
	r.Post("/api/sustainability", user, h.apiSave)
	api.Post("/publish", user, h.apiPublish)
	api.Post("/unpublish", user, h.apiUnpublish)
	api.Post("/files", user, h.apiUpload)
	api.Post("/walkthrough", user, h.apiWalkthroughDone)
}
