package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /sustainability-profile/verification/company: ask for the company details' validation.
func (h *Handler) verifyCompany(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.limit(c, "upload", uploadLimit); err != nil {
		return err
	}
	u := web.CurrentUser(ctx)
	f := web.FormFrom(c, "registration", "website", "note")
	in := CompanyValidationInput{Registration: f.Value("registration"), Website: f.Value("website"), Note: f.Value("note"),
		CheckOnly: true}
	if err := h.Service.RequestCompanyValidation(ctx, u, in); err != nil {
		return h.afterRequest(c, err, f, "", -1) // nothing stored yet
	}
	doc, err := h.document(c, &f)
	if err != nil {
		return err
	}
	in.Document, in.CheckOnly = doc, false
	if f.Errors.Len() == 0 {
		err = h.Service.RequestCompanyValidation(ctx, u, in)
	}
	return h.afterRequest(c, err, f, "", -1)
}
