package vsme

import (
	"github.com/gofiber/fiber/v3"
)

// Routes registers every route of the module, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	signedIn := h.Guards.SignedIn
	r.Get(HomePath, signedIn, h.homePage)
	r.Post(importPath, signedIn, h.importSave)
	r.Get(importPath+"/:id", signedIn, h.importPage)
	r.Post(importPath+"/:id/confirm", signedIn, h.importConfirm)
	r.Post(importPath+"/:id/cancel", signedIn, h.importCancel)
	r.Get(HomePath+"/:year", signedIn, h.reportPage)
	r.Get(HomePath+"/:year/export", signedIn, h.reportExport)
	r.Post(HomePath+"/:year/shares", signedIn, h.shareCreate)
	r.Post(HomePath+"/shares/:id/revoke", signedIn, h.shareRevoke)
	r.Post(HomePath+"/:year/public", signedIn, h.publicSave)
	r.Get(BenchmarkPath, h.benchmarkPage)
	// Last: a disclosure's form takes any second segment the routes above have not.
	r.Get(HomePath+"/:year/:disclosure", signedIn, h.entryPage)
	r.Post(HomePath+"/:year/:disclosure", signedIn, h.entrySave)
	r.Get(sharedPrefix+":token", h.sharedPage)
	r.Get(sharedPrefix+":token/export", h.sharedExport)
}
