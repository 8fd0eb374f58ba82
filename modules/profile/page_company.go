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

// companyFieldOrder lists the company form's text fields (form names are the record's).
var companyFieldOrder = []string{"companyName", "about", "city", "country", "industry", "sector", "website",
	"employeeCount", "facebook", "linkedin", "tiktok", "twitter", "instagram", "representativeLinkedin"}

// GET /sustainability-profile/company.
func (h *Handler) companyPage(c fiber.Ctx) error {
	ctx := c.Context()
	rec, err := h.svc.OwnRecord(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	return h.renderCompany(c, fiber.StatusOK, companyForm(ctx, rec.Version, companyValues(rec.Company), nil))
}

// POST /sustainability-profile/company: save, or show the form again with what was typed.
func (h *Handler) companySave(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := h.svc.ProfileIDForUser(ctx, u.ID)
	if err != nil {
		return err
	}
	if err := h.limit(c, "save", saveLimit); err != nil {
		return err
	}
	values := map[string]string{}
	for _, name := range companyFieldOrder {
		values[name] = c.FormValue(name)
	}
	values["serviceProvider"] = c.FormValue("serviceProvider")
	values["logo"] = c.FormValue("logoUrl")
	if c.FormValue("logoRemove") == "1" {
		values["logo"] = ""
	}
	version, _ := strconv.Atoi(c.FormValue("version"))
	if fh, err := c.FormFile("logo"); err == nil && fh.Size > 0 {
		f, err := h.svc.SaveFile(ctx, id, u, "logo", fh)
		if e := web.AsError(err); err != nil && e.Status == fiber.StatusUnprocessableEntity {
			form := companyForm(ctx, version, values, nil)
			form.LogoError = web.T(ctx, e.Key, e.Data)
			return h.renderCompany(c, fiber.StatusUnprocessableEntity, form)
		} else if err != nil {
			return err
		}
		values["logo"] = f.URL // kept in the form from now on, whatever happens to the save
	}
	patch, probs := companyPatch(version, values)
	if probs.empty() {
		_, err = h.svc.Save(ctx, id, u, patch)
	} else {
		err = probs.err()
	}
	e := web.AsError(err)
	switch {
	case err == nil:
		h.sessions.AddFlash(ctx, web.Success("profile.saved").WithLink(RatingPath, "profile.saved_link"))
		return web.Redirect(c, CompanyPath)
	case e.Status == fiber.StatusConflict:
		cur, err := h.svc.OwnRecord(ctx, u.ID)
		if err != nil {
			return err
		}
		form := companyForm(ctx, cur.Version, values, nil)
		form.Conflict = views.Conflict{Show: true, ReloadHref: CompanyPath}
		return h.renderCompany(c, fiber.StatusConflict, form)
	case e.Status == fiber.StatusUnprocessableEntity:
		return h.renderCompany(c, fiber.StatusUnprocessableEntity, companyForm(ctx, version, values, e))
	}
	return err
}

func (h *Handler) renderCompany(c fiber.Ctx, status int, f views.CompanyForm) error {
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "profile.company.title"), Status: status,
		Body: views.CompanyPage(f), Fragment: views.CompanyFormView(f)})
}

// companyPatch turns the form into a patch of the company; a count that is not a number is
// a problem here, before the record's own checks.
func companyPatch(version int, values map[string]string) (Patch, problems) {
	var probs problems
	company := map[string]any{}
	for _, name := range companyFieldOrder {
		company[name] = strings.TrimSpace(values[name])
	}
	company["serviceProvider"] = values["serviceProvider"] == "1"
	company["logo"] = values["logo"]
	company["employeeCount"] = nil
	if raw := strings.TrimSpace(values["employeeCount"]); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil {
			probs.add("company.employeeCount", "profile.error.employee_count", map[string]any{"Max": "10,000,000"})
		}
		company["employeeCount"] = n
	}
	raw, _ := json.Marshal(company)
	return Patch{Version: version, Company: raw}, probs
}

// companyValues are the form's values of a saved company.
func companyValues(co Company) map[string]string {
	v := map[string]string{
		"companyName": co.CompanyName, "about": co.About, "city": co.City, "country": co.Country,
		"industry": co.Industry, "sector": co.Sector, "website": co.Website, "facebook": co.Facebook,
		"linkedin": co.Linkedin, "tiktok": co.Tiktok, "twitter": co.Twitter, "instagram": co.Instagram,
		"representativeLinkedin": co.RepresentativeLinkedin, "logo": co.Logo,
	}
	if co.EmployeeCount != nil {
		v["employeeCount"] = strconv.Itoa(*co.EmployeeCount)
	}
	if co.ServiceProvider {
		v["serviceProvider"] = "1"
	}
	return v
}

// requiredCompany are the fields the company profile points and publishing need.
var requiredCompany = map[string]bool{"companyName": true, "about": true, "city": true, "country": true,
	"industry": true, "sector": true, "website": true, "employeeCount": true}

// companyForm builds the form's view model; e carries the problems of a refused save.
func companyForm(ctx context.Context, version int, values map[string]string, e *web.Error) views.CompanyForm {
	f := views.CompanyForm{Version: version, Fields: map[string]views.Field{}, ServiceProvider: values["serviceProvider"] == "1",
		LogoURL: values["logo"]}
	for _, name := range companyFieldOrder {
		slug := companyFieldSlugs[name]
		fld := views.Field{Name: name, Label: "profile.company." + slug + ".label", Help: "profile.company." + slug + ".prompt",
			Value: values[name], Required: requiredCompany[name]}
		if msg, ok := fieldsOf(e).Get("company." + name); ok {
			fld.Error = msg.Text(ctx)
		}
		f.Fields[name] = fld
	}
	if e != nil {
		if msg, ok := fieldsOf(e).Get("company.logo"); ok {
			f.LogoError = web.T(ctx, msg.Key)
		}
		f.Summary = web.T(ctx, "error.validation.text")
	}
	lang := web.ShellFrom(ctx).Loc.Lang
	countries := views.OptGroup{}
	for _, co := range reference.Countries(lang) {
		countries.Options = append(countries.Options, views.Option{Value: co.Code, Label: co.Name})
	}
	f.Countries = []views.OptGroup{countries}
	industries := views.OptGroup{}
	for _, in := range reference.Industries {
		name := web.T(ctx, reference.IndustryMessage(in.Key))
		industries.Options = append(industries.Options, views.Option{Value: in.Key, Label: name})
		g := views.OptGroup{Label: name}
		for _, s := range in.Sectors {
			g.Options = append(g.Options, views.Option{Value: s, Label: web.T(ctx, reference.SectorMessage(s))})
		}
		f.Sectors = append(f.Sectors, g)
	}
	f.Industries = []views.OptGroup{industries}
	return f
}
