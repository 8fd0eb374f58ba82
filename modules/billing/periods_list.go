package billing

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// GET /admin/billing/periods: every company's membership periods, as an admin list
// (docs/billing.md, "Administration"); a current grant can be ended from its row.
func (h *Handler) periodsList(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, periodsSpec)
	periods, total, err := h.Service.AdminMemberships(ctx, adminFilterOf(lq, false))
	if err != nil {
		return err
	}
	srcs := make([]templates.Option, len(sources))
	for i, s := range sources {
		srcs[i] = templates.Option{Value: s, Label: web.T(ctx, "billing.source."+s)}
	}
	anyLabel := web.T(ctx, "billing.admin.filters.any")
	v := views.PeriodsView{InvoicesHref: AdminPath, CSVHref: csvHref(adminPeriodsCSVPath, lq),
		List: templates.ListView{Name: "memberships", Path: adminPeriodsPath, Query: lq, Total: total,
			SearchLabel: web.T(ctx, "billing.admin.filters.q_periods"), Caption: web.T(ctx, "billing.history.memberships"),
			Filters: []templates.ListFilter{
				{Name: "plan", Label: web.T(ctx, "billing.membership.plan"), Any: anyLabel, Options: planOptions(ctx, PlanKeys)},
				{Name: "source", Label: web.T(ctx, "billing.membership.source"), Any: anyLabel, Options: srcs},
				{Name: "from", Label: web.T(ctx, "billing.admin.filters.from"), Day: true},
				{Name: "to", Label: web.T(ctx, "billing.admin.filters.to"), Day: true},
			}}}
	for _, m := range periods {
		row := membershipRow(ctx, m.Membership)
		row.Company, row.Email, row.GrantedBy, row.Note, row.UserID = m.Company, m.Email, m.GrantedBy, m.Note, m.UserID.String()
		row.PeriodID = m.ID.String()
		if m.To == nil && m.Source == SourceAdmin {
			row.EndAction = adminEndPath
		}
		v.Rows = append(v.Rows, row)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.admin.periods.title"), NoStore: true,
		Body: views.Periods(v), NavID: "admin-billing"})
}
