package directory

import (
	"context"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// adminCSVMax bounds the CSV of the admin list: the filters narrow it.
const adminCSVMax = 10_000

// adminServicesSpec is what the admin list of services accepts in its address
// (docs/conventions.md, "Admin pages").
var adminServicesSpec = web.ListSpec{Sorts: []string{"updated", "name", "company"}, Desc: true,
	Filters: map[string][]string{"state": AdminStates, "category": Categories, "country": countryCodes()}}

// countryCodes are every country the filter accepts.
func countryCodes() []string {
	all := reference.Countries("en")
	out := make([]string, len(all))
	for i, c := range all {
		out[i] = c.Code
	}
	return out
}

// adminFilterOf is the service's filter of a list state.
func adminFilterOf(lq web.ListQuery) AdminServiceFilter {
	return AdminServiceFilter{Q: lq.Q, State: lq.Filter("state"), Category: lq.Filter("category"),
		Country: lq.Filter("country"), Sort: lq.Sort, Desc: lq.Desc, Limit: lq.Limit(), Offset: lq.Offset()}
}

// GET /admin/services: every service, published or not, with its company and owner;
// searched by service or company name, filtered by state, category and country, sorted,
// in pages (admins).
func (h *Handler) adminServiceList(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, adminServicesSpec)
	list, total, err := h.Service.AdminServices(ctx, adminFilterOf(lq))
	if err != nil {
		return err
	}
	anyOne := web.T(ctx, "directory.admin.any")
	v := views.AdminServicesView{CSVHref: adminServicesCSVPath, List: templates.ListView{Name: "services",
		Path: AdminServicesPath, Query: lq, Total: total, SearchLabel: web.T(ctx, "directory.admin.services.search"),
		Caption: web.T(ctx, "directory.admin.services.title"),
		Filters: []templates.ListFilter{
			{Name: "state", Label: web.T(ctx, "directory.admin.col.state"), Any: anyOne, Options: stateOptions(ctx)},
			{Name: "category", Label: web.T(ctx, "directory.filters.category"), Any: anyOne, Options: categoryOptions(ctx)},
			{Name: "country", Label: web.T(ctx, "directory.filters.country"), Any: anyOne, Options: allCountryOptions(ctx)},
		}}}
	if e := lq.WithPage(1).Encode(); e != "" {
		v.CSVHref += "?" + e
	}
	loc := web.ShellFrom(ctx).Loc
	for _, s := range list {
		row := views.AdminServiceRow{Name: s.Name, Href: AdminServicePath(s.ID), Category: categoryName(ctx, s.Category),
			Company: s.CompanyName, Country: countryName(ctx, s.Country), Owner: s.OwnerEmail, StateKey: s.State(),
			State: web.T(ctx, "directory.admin.state."+s.State()), Updated: loc.Date(s.UpdatedAt)}
		if s.CompanyListed {
			row.CompanyHref = CompanyPath(s.CompanyProfileID)
		}
		v.Rows = append(v.Rows, row)
	}
	return adminPage(c, fiber.StatusOK, web.T(ctx, "directory.admin.services.title"), views.AdminServices(v))
}

// adminPage renders an admin page: private, never cached, in the main layout.
func adminPage(c fiber.Ctx, status int, title string, body templ.Component) error {
	return templates.Render(c, templates.Page{Title: title, Status: status, Body: body, NavID: "admin-services", NoStore: true})
}

func stateOptions(ctx context.Context) []templates.Option {
	out := make([]templates.Option, len(AdminStates))
	for i, s := range AdminStates {
		out[i] = templates.Option{Value: s, Label: web.T(ctx, "directory.admin.state."+s)}
	}
	return out
}

func allCountryOptions(ctx context.Context) []templates.Option {
	all := reference.Countries(web.Lang(ctx))
	out := make([]templates.Option, len(all))
	for i, c := range all {
		out[i] = templates.Option{Value: c.Code, Label: c.Name}
	}
	return out
}
