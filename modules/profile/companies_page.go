package profile

import (
	"context"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/companies/{id}: the company's details, owner, status, rating, plan and dates,
// its links, and the transfer form.
func (h *Handler) companyAdminPage(c fiber.Ctx) error {
	return h.renderCompanyAdmin(c, fiber.StatusOK, web.NewForm(), "")
}

// renderCompanyAdmin shows the company in the path with the transfer form as typed (f) and,
// after a transfer refused because the company changed since, why (notice, a message id).
func (h *Handler) renderCompanyAdmin(c fiber.Ctx, status int, f web.Form, notice string) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	cf, err := h.Service.AdminCompanyFile(ctx, id)
	if err != nil {
		return err
	}
	f.Labels = map[string]string{"email": web.T(ctx, "profile.companies.transfer.email")}
	rec := cf.Record
	now := rec.Result()
	v := views.CompanyAdmin{BackHref: AdminCompaniesPath, Name: companyLabel(ctx, cf.Name), Owner: cf.OwnerEmail,
		OwnerHref: ownerPath(cf.OwnerID), Status: web.T(ctx, "profile.status."+string(cf.Status)), StatusKey: string(cf.Status),
		RejectionReason: rec.RejectionReason, RatingNow: levelText(ctx, now.Level, now.Total),
		RatingPublished: web.T(ctx, "profile.companies.page.never"), Plan: planName(ctx, cf.Plan),
		Details: companyDetails(ctx, rec.Company), ReviewHref: reviewPath(id), AnswersHref: adminAnswersPath(id, SectionKeys[0]), TransferAction: adminTransferPath(id),
		Version: strconv.FormatInt(cf.Version(), 10), Form: f}
	if notice != "" {
		v.Notice = web.T(ctx, notice)
	}
	if cf.Listed() {
		v.PublicHref = PublicPath(id)
	}
	if rec.PublishedAt != nil {
		v.RatingPublished = levelText(ctx, cf.Level, cf.Total)
	}
	for _, d := range []struct {
		key string
		at  *time.Time
	}{{"created", &cf.CreatedAt}, {"submitted", cf.SubmittedAt}, {"approved", rec.VerifiedAt}, {"published", rec.PublishedAt}} {
		val := web.T(ctx, "profile.companies.page.never")
		if d.at != nil {
			val = localDate(ctx, *d.at)
		}
		v.Dates = append(v.Dates, views.LabelValue{Label: web.T(ctx, "profile.companies.date."+d.key), Value: val})
	}
	return templates.Render(c, templates.Page{Title: companyLabel(ctx, cf.Name),
		Status: status, NoStore: true,
		Body: views.CompanyAdminView(v)})
}

// companyDetails are the company's details an admin reads, those given.
func companyDetails(ctx context.Context, co Company) []views.LabelValue {
	lang := web.Lang(ctx)
	var out []views.LabelValue
	add := func(slug, value string) {
		if value != "" {
			out = append(out, views.LabelValue{Label: web.T(ctx, "profile.company."+slug+".label"), Value: value})
		}
	}
	add("name", co.CompanyName)
	add("city", co.City)
	if co.Country != "" {
		add("country", reference.CountryName(lang, co.Country))
	}
	if co.Industry != "" {
		add("industry", web.T(ctx, reference.IndustryMessage(co.Industry)))
	}
	if co.Sector != "" {
		add("sector", web.T(ctx, reference.SectorMessage(co.Sector)))
	}
	add("website", co.Website)
	if co.EmployeeCount != nil {
		add("employees", web.ShellFrom(ctx).Loc.Number(*co.EmployeeCount))
	}
	add("about", co.About)
	return out
}
