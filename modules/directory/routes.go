package directory

import (
	"github.com/gofiber/fiber/v3"
)

// Routes registers every route of the module but the embedded ones, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	signedIn := h.Guards.SignedIn

	r.Get(DirectoryPath, h.directoryPage)
	r.Get(MarketPath, h.marketPage)
	r.Get(TrainingPath, h.trainingPage)
	r.Get(ServicesPath+"/:id", h.servicePage)
	r.Get(ServicesPath+"/:id/website", h.websiteLeave)
	r.Get(companiesPath+"/:id/badge", h.badgeCheck)

	r.Get(apiServicePath+"/preview/:id", signedIn, h.servicePreviewAPI)
	r.Get(apiServicePath+"/:id", h.serviceAPI)
	r.Get(apiServicesPath+"/preview", signedIn, h.ownServicesAPI)
	r.Get(apiServicesPath+"/:id", h.companyServicesAPI)
	r.Options(PublicCompaniesPath, publicCORS)
	r.Get(PublicCompaniesPath, publicCORS, h.publicCompaniesAPI)
	r.Options(PublicServicesPath, publicCORS)
	r.Get(PublicServicesPath, publicCORS, h.publicServicesAPI)

	r.Get(ManagePath, signedIn, h.serviceList)
	r.Get(NewServicePath, signedIn, h.serviceNew)
	r.Post(ManagePath, signedIn, h.serviceCreate)
	r.Get(ManagePath+"/:id/edit", signedIn, h.serviceEdit)
	r.Post(ManagePath+"/:id", signedIn, h.serviceUpdate)
	r.Post(ManagePath+"/:id/publish", signedIn, h.servicePublish)
	r.Post(ManagePath+"/:id/unpublish", signedIn, h.serviceUnpublish)
	r.Post(ManagePath+"/:id/delete", signedIn, h.serviceDelete)

	admins := h.Guards.Admin
	r.Get(AdminServicesPath, admins, h.adminServiceList)
	r.Get(adminServicesCSVPath, admins, h.adminServiceCSV)
	r.Get(AdminServicesPath+"/:id", admins, h.adminServicePage)
	r.Post(AdminServicesPath+"/:id/unpublish", admins, h.adminServiceUnpublish)

	r.Get(BadgeSnippetPath, signedIn, h.badgeSnippet)
	r.Get(oldBadgeSnippetPath, func(c fiber.Ctx) error {
		return c.Redirect().Status(fiber.StatusMovedPermanently).To(BadgeSnippetPath)
	})
}

// EmbedRoutes registers the routes other sites embed (see EmbedPrefixes).
func (h *Handler) EmbedRoutes(r fiber.Router) {
	r.Get(badgePrefix+":id.svg", h.badgeImage)
	r.Get(badgePrefix+":id.json", h.badgeData)
	r.Get(badgeScriptPath, h.badgeScript)
}
