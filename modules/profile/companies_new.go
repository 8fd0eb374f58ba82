package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/companies/new: the form adding a company profile on a company's behalf.
func (h *Handler) companyNew(c fiber.Ctx) error {
	f := web.NewForm()
	f.Set("lang", i18n.Languages[0])
	return h.renderCompanyNew(c, fiber.StatusOK, f)
}

// renderCompanyNew shows the add form as typed (f).
func (h *Handler) renderCompanyNew(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	f.Labels = map[string]string{"companyName": web.T(ctx, "profile.company.name.label"),
		"email": web.T(ctx, "profile.companies.new.email"), "country": web.T(ctx, "profile.company.country.label"),
		"industry": web.T(ctx, "profile.company.industry.label"), "lang": web.T(ctx, "profile.companies.new.lang")}
	v := views.CompanyNew{BackHref: AdminCompaniesPath, Action: AdminCompaniesPath, Form: f, MaxName: maxNameLength,
		Languages: templates.LanguageOptions()}
	for _, co := range reference.Countries(web.Lang(ctx)) {
		v.Countries = append(v.Countries, templates.Option{Value: co.Code, Label: co.Name})
	}
	for _, in := range reference.Industries {
		v.Industries = append(v.Industries, templates.Option{Value: in.Key, Label: web.T(ctx, reference.IndustryMessage(in.Key))})
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.companies.new.title"),
		Status: status, NoStore: true,
		Body: views.CompanyNewView(v)})
}
