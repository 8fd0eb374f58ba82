package blog

import (
	"github.com/gofiber/fiber/v3"
)

// Routes registers every route of the module, each with its guard. The fixed addresses
// under /blog come before /blog/{id}.
func (h *Handler) Routes(r fiber.Router) {
	signedIn := h.Guards.SignedIn
	moderate := h.Guards.Staff // docs/blog.md, "Reporting and moderation"
	admin := h.Guards.Admin

	r.Get(BlogPath, h.blogPage)
	r.Get(FeedPath, h.feed)
	r.Get(MinePath, signedIn, h.postMine)
	r.Get(NewPostPath, signedIn, h.postNew)
	r.Post(BlogPath, signedIn, h.postCreate)
	r.Post(PreviewPath, signedIn, h.postPreview)
	r.Post(ImagesPath, signedIn, h.imageUpload)
	r.Get(PreviewPath, signedIn, h.editorRevisit)
	r.Get(ImagesPath, signedIn, h.editorRevisit)
	r.Get(BlogPath+"/:id", h.postPage)
	r.Get(BlogPath+"/:id/edit", signedIn, h.postEdit)
	r.Post(BlogPath+"/:id", signedIn, h.postUpdate)
	r.Post(BlogPath+"/:id/delete", signedIn, h.postDelete)
	r.Post(BlogPath+"/:id/report", signedIn, h.reportSave)
	r.Post(BlogPath+"/:id/review", signedIn, h.reviewAsk)
	r.Post(BlogPath+"/:id/enquiry", signedIn, h.enquirySave)

	r.Get(ModerationPath, moderate, h.moderationQueue)
	r.Get(ModerationPath+"/:id", moderate, h.moderationPage)
	r.Post(ModerationPath+"/:id/hide", moderate, h.moderationHide)
	r.Post(ModerationPath+"/:id/restore", moderate, h.moderationRestore)
	r.Post(ModerationPath+"/:id/dismiss", moderate, h.moderationDismiss)

	r.Get(MarqueePath, admin, h.marqueeEdit)
	r.Post(MarqueePath, admin, h.marqueeSave)
}
