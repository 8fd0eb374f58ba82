package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// AuditPath is the audit log's page (docs/audit.md): every admin and moderator action.
const AuditPath = "/admin/audit"

// auditCSVPages bounds a CSV download of the log: at most this many pages of entries.
const auditCSVPages = 200

// GET /admin/audit: the audit log, newest first, searched by who or what, filtered by action
// and by day, in pages (the admin list pattern: docs/conventions.md, "Admin pages"); with
// ?csv=1, every filtered entry as CSV. A range whose first day is after its last is refused
// with a message (422).
func (h *Handler) auditPage(c fiber.Ctx) error {
	ctx := c.Context()
	actions, err := h.Audit.Actions(ctx)
	if err != nil {
		return err
	}
	spec := web.ListSpec{Sorts: []string{"at"}, Desc: true, Filters: map[string][]string{"action": actions},
		Days: []string{"from", "to"}, PageSize: audit.PageSize}
	lq := web.ReadList(c, spec)
	f := audit.Filter{Action: lq.Filter("action"), Text: lq.Q, Since: lq.Day("from"), Page: lq.Page}
	if to := lq.Day("to"); !to.IsZero() {
		f.Until = to.AddDate(0, 0, 1) // the whole last day
	}
	badRange := !f.Since.IsZero() && !f.Until.IsZero() && !f.Since.Before(f.Until)
	if c.Query("csv") != "" && !badRange {
		return h.auditCSV(c, f)
	}
	opts := make([]templates.Option, 0, len(actions))
	for _, a := range actions {
		opts = append(opts, templates.Option{Value: a, Label: h.actionName(ctx, a)})
	}
	v := views.AuditView{List: templates.ListView{Name: "audit", Path: AuditPath, Query: lq,
		SearchLabel: web.T(ctx, "site.audit.search"), Caption: web.T(ctx, "site.audit.title"),
		Filters: []templates.ListFilter{
			{Name: "action", Label: web.T(ctx, "site.audit.col.action"), Any: web.T(ctx, "site.audit.any"), Options: opts},
			{Name: "from", Label: web.T(ctx, "site.audit.from"), Day: true},
			{Name: "to", Label: web.T(ctx, "site.audit.to"), Day: true},
		}}}
	status := fiber.StatusOK
	if badRange {
		status, v.RangeError = fiber.StatusUnprocessableEntity, web.T(ctx, "site.audit.bad_range")
	} else {
		page, err := h.Audit.List(ctx, f)
		if err != nil {
			return err
		}
		v.List.Total = int(page.Total)
		v.CSVHref = AuditPath + "?csv=1"
		if e := lq.WithPage(1).Encode(); e != "" {
			v.CSVHref += "&" + e
		}
		for _, e := range page.Entries {
			v.Rows = append(v.Rows, h.auditRow(ctx, e))
		}
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.audit.title"),
		Status: status,
		Body:   views.Audit(v)})
}

// auditCSV answers every entry the filter selects (at most auditCSVPages pages) as CSV, in
// the page's words.
func (h *Handler) auditCSV(c fiber.Ctx, f audit.Filter) error {
	ctx := c.Context()
	out := web.CSV{Filename: "audit-log.csv", Header: []string{web.T(ctx, "site.audit.col.at"), web.T(ctx, "site.audit.col.who"),
		web.T(ctx, "site.audit.col.action"), web.T(ctx, "site.audit.col.object"), web.T(ctx, "site.audit.col.changes"),
		web.T(ctx, "site.audit.col.note")}}
	for f.Page = 1; f.Page <= auditCSVPages; f.Page++ {
		page, err := h.Audit.List(ctx, f)
		if err != nil {
			return err
		}
		for _, e := range page.Entries {
			r := h.auditRow(ctx, e)
			out.Row(e.At.UTC().Format("2006-01-02 15:04:05"), r.Who, r.Action, r.Object, joinLines(r.Changes), r.Note)
		}
		if f.Page >= page.Pages {
			break
		}
	}
	return out.Send(c)
}
