package profile

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// The company form's fields are named as in the record's company, so the API's problems
// (paths under companyPrefix) are the form's. serviceProvider is "1" when ticked; logo is
// the stored logo's address (the file input and the hidden logoUrl post it).
const companyPrefix = "company."

// companyTexts are the company form's text fields.
var companyTexts = []string{"companyName", "about", "city", "country", "industry", "sector", "website",
	"employeeCount", "facebook", "linkedin", "tiktok", "twitter", "instagram", "representativeLinkedin"}

// companyFormOrder is the order of the form's fields, which the error summary follows.
var companyFormOrder = []string{"companyName", "about", "city", "country", "industry", "sector", "website",
	"employeeCount", "serviceProvider", "logo", "facebook", "linkedin", "tiktok", "twitter", "instagram",
	"representativeLinkedin"}

// readCompanyForm reads the posted company form, as typed.
func readCompanyForm(c fiber.Ctx) web.Form {
	f := web.FormFrom(c, companyTexts...)
	f.Set("serviceProvider", c.FormValue("serviceProvider"))
	f.Set("logo", c.FormValue("logoUrl"))
	if c.FormValue("logoRemove") == "1" {
		f.Set("logo", "")
	}
	return f
}

// savedCompany is the form filled with a saved company.
func savedCompany(co Company) web.Form {
	f := web.NewForm()
	for name, v := range map[string]string{
		"companyName": co.CompanyName, "about": co.About, "city": co.City, "country": co.Country,
		"industry": co.Industry, "sector": co.Sector, "website": co.Website, "facebook": co.Facebook,
		"linkedin": co.Linkedin, "tiktok": co.Tiktok, "twitter": co.Twitter, "instagram": co.Instagram,
		"representativeLinkedin": co.RepresentativeLinkedin, "logo": co.Logo,
	} {
		f.Set(name, v)
	}
	if co.EmployeeCount != nil {
		f.Set("employeeCount", strconv.Itoa(*co.EmployeeCount))
	}
	if co.ServiceProvider {
		f.Set("serviceProvider", "1")
	}
	return f
}

// companyPatch turns the form into a patch of the company; a count that is not a number is
// a problem here, before the record's own checks.
func companyPatch(version int, f web.Form) (Patch, web.FieldErrors) {
	var errs web.FieldErrors
	company := map[string]any{}
	for _, name := range companyTexts {
		company[name] = strings.TrimSpace(f.Value(name))
	}
	company["serviceProvider"] = f.Value("serviceProvider") == "1"
	company["logo"] = f.Value("logo")
	company["employeeCount"] = nil
	if raw := strings.TrimSpace(f.Value("employeeCount")); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil {
			errs.Add(companyPrefix+"employeeCount", "profile.error.employee_count", map[string]any{"Max": "10,000,000"})
		}
		company["employeeCount"] = n
	}
	raw, _ := json.Marshal(company)
	return Patch{Version: version, Company: raw}, errs
}

// companyForm builds the form's view model around what it shows.
func companyForm(ctx context.Context, version int, f web.Form) views.CompanyForm {
	m := views.CompanyForm{Form: f, Action: CompanyPath, RatingHref: RatingPath, Version: version,
		Required: map[string]bool{}, LogoURL: f.Value("logo"),
		Limits: views.CompanyLimits{Name: maxNameLength, About: maxAboutLength, City: maxCityLength, Employees: maxEmployees}}
	for _, name := range (Company{}).Missing() {
		m.Required[name] = true
	}
	// The summary names each field it links to (docs/conventions.md, "Forms and errors").
	m.Form.Labels = map[string]string{"logo": web.T(ctx, "profile.company.logo.upload")}
	for _, name := range companyFormOrder {
		if name != "logo" {
			m.Form.Labels[name] = web.T(ctx, "profile.company."+companyFieldSlugs[name]+".label")
		}
	}
	for _, co := range reference.Countries(web.Lang(ctx)) {
		m.Countries = append(m.Countries, templates.Option{Value: co.Code, Label: co.Name})
	}
	for _, in := range reference.Industries {
		name := web.T(ctx, reference.IndustryMessage(in.Key))
		m.Industries = append(m.Industries, templates.Option{Value: in.Key, Label: name})
		for _, s := range in.Sectors {
			m.Sectors = append(m.Sectors, templates.Option{Value: s, Label: web.T(ctx, reference.SectorMessage(s)), Group: name})
		}
	}
	return m
}
