package billing

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// The admin's billing lists (docs/billing.md, "Administration") follow the admin list
// pattern (docs/conventions.md, "Admin pages"): invoices at /admin/billing, membership
// periods at /admin/billing/periods, each searched, filtered, sorted, 25 a page, with the CSV
// of every match.

var (
	invoiceStatuses = []string{"paid", "open", "draft", "void", "uncollectible"}
	sources         = []string{SourceStripe, SourceAdmin}

	invoicesSpec = web.ListSpec{Sorts: []string{"date", "amount", "company"}, Desc: true,
		Filters: map[string][]string{"status": invoiceStatuses}, Days: []string{"from", "to"}}
	periodsSpec = web.ListSpec{Sorts: []string{"date", "company", "plan"}, Desc: true,
		Filters: map[string][]string{"plan": web.Strings(PlanKeys), "source": sources}, Days: []string{"from", "to"}}
)

// adminFilterOf is the service's filter of a list's state: its page, or every match
// (all, for the CSV).
func adminFilterOf(lq web.ListQuery, all bool) AdminFilter {
	f := AdminFilter{Query: lq.Q, Status: lq.Filter("status"), Plan: PlanKey(lq.Filter("plan")), Source: lq.Filter("source"),
		Sort: lq.Sort, Desc: lq.Desc, Limit: lq.Limit(), Offset: lq.Offset()}
	if all {
		f.Limit, f.Offset = 0, 0
	}
	if d := lq.Day("from"); !d.IsZero() {
		f.Since = &d
	}
	if d := lq.Day("to"); !d.IsZero() {
		end := d.AddDate(0, 0, 1) // the whole last day
		f.Until = &end
	}
	return f
}

// GET /admin/billing: every company's invoices, as an admin list, with the form that grants a
// plan by hand.
func (h *Handler) adminPage(c fiber.Ctx) error {
	return h.renderAdmin(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderAdmin(c fiber.Ctx, status int, grant web.Form) error {
	ctx := c.Context()
	lq := web.ReadList(c, invoicesSpec)
	invoices, total, err := h.Service.AdminInvoices(ctx, adminFilterOf(lq, false))
	if err != nil {
		return err
	}
	v := views.AdminView{Grant: grant, GrantAction: adminGrantPath, PlansHref: adminPlansPath, PeriodsHref: adminPeriodsPath,
		CSVHref: csvHref(adminCSVPath, lq), List: templates.ListView{Name: "invoices", Path: AdminPath, Query: lq, Total: total,
			SearchLabel: web.T(ctx, "billing.admin.filters.q"), Caption: web.T(ctx, "billing.history.invoices"),
			Filters: []templates.ListFilter{
				{Name: "status", Label: web.T(ctx, "billing.invoice.status_label"), Any: web.T(ctx, "billing.admin.filters.any"), Options: statusOptions(ctx)},
				{Name: "from", Label: web.T(ctx, "billing.admin.filters.from"), Day: true},
				{Name: "to", Label: web.T(ctx, "billing.admin.filters.to"), Day: true},
			}}}
	v.Plans = planOptions(ctx, paidPlans(PlanKeys))
	for _, i := range invoices {
		row := invoiceRow(ctx, i.Invoice)
		row.Company, row.Email = i.Company, i.Email
		v.Invoices = append(v.Invoices, row)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.admin.title"), Status: status, NoStore: true,
		Body: views.Admin(v), NavID: "admin-billing"})
}

// csvHref is the CSV of every match of a list's state (its page left out).
func csvHref(path string, lq web.ListQuery) string {
	return lq.WithPage(1).Href(path)
}

func statusOptions(ctx context.Context) []templates.Option {
	out := make([]templates.Option, len(invoiceStatuses))
	for i, s := range invoiceStatuses {
		out[i] = templates.Option{Value: s, Label: web.T(ctx, "billing.invoice.status."+s)}
	}
	return out
}
