package site

import (
	"sort"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// AuditPath is the audit log's page (docs/audit.md): every admin and moderator action.
const AuditPath = "/admin/audit"

// GET /admin/audit: the audit log, newest first, searched by who or what, filtered by action
// and by day, in pages (the admin list pattern: docs/conventions.md, "Admin pages").
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
	page, err := h.Audit.List(ctx, f)
	if err != nil {
		return err
	}
	opts := make([]templates.Option, 0, len(actions))
	for _, a := range actions {
		opts = append(opts, templates.Option{Value: a, Label: a})
	}
	v := views.AuditView{List: templates.ListView{Name: "audit", Path: AuditPath, Query: lq, Total: int(page.Total),
		SearchLabel: web.T(ctx, "site.audit.search"), Caption: web.T(ctx, "site.audit.title"),
		Filters: []templates.ListFilter{
			{Name: "action", Label: web.T(ctx, "site.audit.col.action"), Any: web.T(ctx, "site.audit.any"), Options: opts},
			{Name: "from", Label: web.T(ctx, "site.audit.from"), Day: true},
			{Name: "to", Label: web.T(ctx, "site.audit.to"), Day: true},
		}}}
	loc := web.ShellFrom(ctx).Loc
	for _, e := range page.Entries {
		row := views.AuditRow{At: loc.Date(e.At) + " " + e.At.UTC().Format("15:04"), Who: e.Actor.Label,
			Action: e.Entry.Action, Object: strings.TrimSpace(e.Entry.ObjectType + " " + e.Entry.ObjectLabel),
			Note: e.Entry.Note}
		if row.Who == "" {
			row.Who = web.T(ctx, "site.audit.system")
		}
		keys := make([]string, 0, len(e.Changes))
		for k := range e.Changes {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := e.Changes[k]
			row.Changes = append(row.Changes, k+": "+p.Before+" → "+p.After)
		}
		v.Rows = append(v.Rows, row)
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "site.audit.title"), Body: views.Audit(v)})
}
