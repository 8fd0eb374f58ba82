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
	rec, err := h.ownRecord(c)
	if err != nil {
		return err
	}
	return h.renderCompany(c, fiber.StatusOK, companyForm(ctx, rec.Version, savedCompany(rec.Company)))
}

func (h *Handler) renderCompany(c fiber.Ctx, status int, f views.CompanyForm) error {
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "profile.company.title"), Status: status,
		Body: views.CompanyPage(f), Fragment: views.CompanyFormView(f)})
}
