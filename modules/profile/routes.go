package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/billing"
)

// Routes registers every route of the module, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	signedIn := h.Guards.SignedIn
	reviewers := h.Guards.Staff // docs/blog.md, "Reporting and moderation"

	r.Get(RatingPath, signedIn, h.ratingPage)
	r.Post(publishPath, signedIn, h.profilePublish)
	r.Post(unpublishPath, signedIn, h.profileUnpublish)
	r.Get(CompanyPath, signedIn, h.companyEdit)
	r.Post(CompanyPath, signedIn, h.companySave)
	r.Get(WizardPath, signedIn, h.sectionEdit)
	r.Post(WizardPath, signedIn, h.sectionSave)
	r.Get(ReportPath, signedIn, h.reportPage)
	r.Get(companiesPath+"/:id", h.publicPage)
	// What a plan unlocks (docs/billing.md, "The gate"), asked of billing through the service.
	companyValidation := billing.RequireFeature(h.Service, billing.FeatureCompanyValidation)
	r.Get(VerificationPath, signedIn, h.verificationPage) // read-only without the plan
	r.Post(verifyCompanyPath, signedIn, companyValidation, h.verifyCompany)
	r.Post(verifyItemPath, signedIn, billing.RequireFeature(h.Service, billing.FeatureDocumentVerification), h.verifyItem)

	r.Get(QueuePath, reviewers, h.reviewQueue)
	r.Get(QueuePath+"/:id", reviewers, h.reviewPage)
	r.Post(QueuePath+"/:id/approve", reviewers, h.reviewApprove)
	r.Post(QueuePath+"/:id/reject", reviewers, h.reviewReject)
	admins := h.Guards.Admin
	r.Get(VerificationQueuePath, admins, h.verificationQueue)
	r.Get(VerificationQueuePath+"/:id", admins, h.verificationReview)
	r.Post(VerificationQueuePath+"/:id", admins, h.verificationDecide)
	r.Get(AdminCompaniesPath, admins, h.companiesList)
	r.Post(AdminCompaniesPath, admins, h.companyAdd)
	r.Get(adminCompanyNewPath, admins, h.companyNew) // before /:id, which "new" would match
	r.Get(AdminCompaniesPath+"/:id", admins, h.companyAdminPage)
	r.Post(AdminCompaniesPath+"/:id/transfer", admins, h.companyTransfer)
	r.Get(AdminCompaniesPath+"/:id/answers", admins, h.answersEdit)
	r.Post(AdminCompaniesPath+"/:id/answers", admins, h.answersSave)
	r.Get(GuidancePath, admins, h.guidanceList)
	r.Get(GuidancePath+"/:section", admins, h.guidanceEdit)
	r.Post(GuidancePath+"/:section", admins, h.guidanceSave)
	r.Get(SDGsPath, admins, h.sdgsPage)

	r.Get(apiMinePath, signedIn, h.recordMineAPI)
	r.Get(apiPath+"/:id", h.recordAPI)
	r.Post(apiPath, signedIn, h.recordSaveAPI)
	r.Post(apiPublishPath, signedIn, h.profilePublishAPI)
	r.Post(apiUnpublishPath, signedIn, h.profileUnpublishAPI)
	r.Post(apiFilesPath, signedIn, h.fileUploadAPI)
	r.Post(apiWalkthroughPath, signedIn, h.walkthroughDoneAPI)
}
