package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /sustainability-profile/company.
func (h *Handler) companyEdit(c fiber.Ctx) error {
	ctx := c.Context()
	rec, err := h.ownRecord(c, loadPage)
	if err != nil {
		return err
	}
	f := savedCompany(rec.Company)
	// Publishing an incomplete profile comes here (?missing=1): the form names what publishing
	// still needs, each linked from the summary (docs/profile.md, "The lifecycle").
	if c.Query("missing") != "" {
		for _, name := range rec.Company.Missing() {
			f.Errors.Add(name, promptKey(name), nil)
		}
		f.Errors = f.Errors.InOrder(companyFormOrder...)
	}
	return h.renderCompany(c, fiber.StatusOK, companyForm(ctx, rec.Version, f))
}

func (h *Handler) renderCompany(c fiber.Ctx, status int, f views.CompanyForm) error {
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "profile.company.title"), Status: status,
		Body: views.CompanyPage(f), Fragment: views.CompanyFormView(f)})
}
