package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

var queueStatuses = []Status{StatusPending, StatusApproved, StatusRejected, StatusDraft}

// queueSpec is what the review queue accepts in its address (docs/conventions.md, "Admin
// pages"): the oldest submission first by default.
var queueSpec = web.ListSpec{Sorts: []string{"submitted", "company", "changed"},
	Filters: map[string][]string{"status": statusKeys()}}

// GET /admin/profiles?status=pending&q=&sort=&dir=&page=: the profiles of one status (tabs
// with their counts; pending when none is chosen), searched by company name, sorted, paged.
func (h *Handler) reviewQueue(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, queueSpec)
	status := StatusPending
	if s := lq.Filter("status"); s != "" {
		status = Status(s)
	}
	counts, err := h.Service.Counts(ctx)
	if err != nil {
		return err
	}
	list, total, err := h.Service.Queue(ctx, QueueFilter{Status: status, Q: lq.Q, Sort: lq.Sort, Desc: lq.Desc,
		Limit: lq.Limit(), Offset: lq.Offset()})
	if err != nil {
		return err
	}
	m := views.QueuePage{Status: string(status), List: templates.ListView{Name: "queue", Path: QueuePath, Query: lq,
		Total: total, SearchLabel: web.T(ctx, "profile.admin.search"), Caption: web.T(ctx, "profile.admin.title"),
		Filters: []templates.ListFilter{{Name: "status", Label: web.T(ctx, "profile.companies.col.status")}},
		Scope:   "status", Empty: web.T(ctx, "profile.admin.empty."+string(status))}}
	for _, s := range queueStatuses {
		m.Tabs = append(m.Tabs, views.QueueTab{Status: string(s), Count: counts[s], Href: queueStatusPath(s)})
		m.List.Filters[0].Options = append(m.List.Filters[0].Options, templates.Option{Value: string(s), Label: web.T(ctx, "profile.status."+string(s))})
	}
	lang := web.Lang(ctx)
	for _, l := range list {
		row := views.QueueRow{Company: l.CompanyName, Country: reference.CountryName(lang, l.Country), Total: l.Rating.Total,
			Level: l.Rating.Level.MessageKey(), Href: reviewPath(l.ID), Changed: localDate(ctx, l.UpdatedAt)}
		if l.SubmittedAt != nil {
			row.Submitted = localDate(ctx, *l.SubmittedAt)
		}
		m.Rows = append(m.Rows, row)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.admin.title"), Body: views.QueueView(m)})
}
