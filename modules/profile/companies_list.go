package profile

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// companiesSpec is what the companies list accepts in its address (docs/conventions.md,
// "Admin pages"); the plans are billing's, known at wiring.
func (h *Handler) companiesSpec() web.ListSpec {
	return web.ListSpec{Sorts: []string{"changed", "company", "owner", "level", "plan"}, Desc: true,
		Filters: map[string][]string{"status": statusKeys(), "level": CompanyLevels(), "plan": web.Strings(h.Service.PlanKeys())}}
}

func statusKeys() []string {
	return []string{string(StatusDraft), string(StatusPending), string(StatusApproved), string(StatusRejected)}
}

// GET /admin/companies: every company profile, listed or not, searched by company name or
// owner's email, filtered by status, level and plan.
func (h *Handler) companiesList(c fiber.Ctx) error {
	ctx := c.Context()
	spec := h.companiesSpec()
	lq := web.ReadList(c, spec)
	rows, total, err := h.Service.AdminCompanies(ctx, CompanyFilter{Q: lq.Q, Status: lq.Filter("status"),
		Level: lq.Filter("level"), Plan: billing.PlanKey(lq.Filter("plan")), Sort: lq.Sort, Desc: lq.Desc, Limit: lq.Limit(), Offset: lq.Offset()})
	if err != nil {
		return err
	}
	options := func(keys []string, label func(string) string) []templates.Option {
		out := make([]templates.Option, len(keys))
		for i, k := range keys {
			out[i] = templates.Option{Value: k, Label: label(k)}
		}
		return out
	}
	anyOne := web.T(ctx, "profile.companies.any")
	v := views.CompaniesView{NewHref: adminCompanyNewPath, List: templates.ListView{Name: "companies", Path: AdminCompaniesPath,
		Query: lq, Total: total, SearchLabel: web.T(ctx, "profile.companies.search"), Caption: web.T(ctx, "profile.companies.title"),
		Filters: []templates.ListFilter{
			{Name: "status", Label: web.T(ctx, "profile.companies.col.status"), Any: anyOne,
				Options: options(spec.Filters["status"], func(k string) string { return web.T(ctx, "profile.status."+k) })},
			{Name: "level", Label: web.T(ctx, "profile.companies.col.level"), Any: anyOne,
				Options: options(spec.Filters["level"], func(k string) string { return web.T(ctx, rating.Level(k).MessageKey()) })},
			{Name: "plan", Label: web.T(ctx, "profile.companies.col.plan"), Any: anyOne,
				Options: options(spec.Filters["plan"], func(k string) string { return planName(ctx, billing.PlanKey(k)) })},
		}}}
	for _, r := range rows {
		v.Rows = append(v.Rows, views.CompanyRow{Name: companyLabel(ctx, r.Name), Href: adminCompanyPath(r.ID),
			Owner: r.OwnerEmail, OwnerHref: ownerPath(r.OwnerID), Status: web.T(ctx, "profile.status."+string(r.Status)),
			StatusKey: string(r.Status), Level: levelText(ctx, r.Level, r.Total), Plan: planName(ctx, r.Plan),
			Changed: localDate(ctx, r.UpdatedAt)})
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.companies.title"),
		Status: fiber.StatusOK, NoStore: true,
		Body: views.Companies(v)})
}

// levelText is a level's name with the total that earned it ("Explorer · 120").
func levelText(ctx context.Context, l rating.Level, total int) string {
	if total <= 0 {
		return web.T(ctx, l.MessageKey())
	}
	return web.T(ctx, "profile.companies.level", map[string]any{"Level": web.T(ctx, l.MessageKey()), "Total": web.ShellFrom(ctx).Loc.Number(total)})
}

// companyLabel is a company's name, or a placeholder for one without (a link needs a text).
func companyLabel(ctx context.Context, name string) string {
	if name == "" {
		return web.T(ctx, "profile.companies.unnamed")
	}
	return name
}

// planName is a plan's name ("" without billing).
func planName(ctx context.Context, key billing.PlanKey) string {
	if key == "" {
		return ""
	}
	return web.T(ctx, key.NameKey())
}
