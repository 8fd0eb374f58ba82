package site

import (
	"context"
	"encoding/json"
	"sort"
	"strings"

	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/site/views"
)

// AuditLink is the address of an audited object of one type, from its id ("" for none).
// The modules' are given at wiring (Deps.AuditLinks), since the site imports none of them.
type AuditLink func(id string) string

// actionName is an action in the admin's words: its message, translated under the action's
// own id (docs/audit.md), or the id itself when it has none.
func (h *Handler) actionName(ctx context.Context, action string) string {
	if s := web.T(ctx, action); s != "" && s != action {
		return s
	}
	return action
}

// auditRow is one entry ready to read: the action by name, the object and the actor as links,
// each changed field as "field: before → after", and the raw JSON for the details.
func (h *Handler) auditRow(ctx context.Context, e audit.Recorded) views.AuditRow {
	loc := web.ShellFrom(ctx).Loc
	row := views.AuditRow{At: loc.Date(e.At) + " " + e.At.UTC().Format("15:04"), Who: e.Actor.Label,
		Action: h.actionName(ctx, e.Entry.Action), ActionID: e.Entry.Action, Object: e.Entry.ObjectLabel, Note: e.Entry.Note}
	if row.Object == "" {
		row.Object = e.Entry.ObjectID
	}
	if link := h.AuditLinks[e.Entry.ObjectType]; link != nil && e.Entry.ObjectID != "" {
		row.ObjectHref = link(e.Entry.ObjectID)
	}
	if row.Who == "" {
		row.Who = web.T(ctx, "site.audit.system")
	} else if link := h.AuditLinks["user"]; link != nil && e.Actor.ID.String() != "00000000-0000-0000-0000-000000000000" {
		row.WhoHref = link(e.Actor.ID.String())
	}
	keys := make([]string, 0, len(e.Changes))
	for k := range e.Changes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p := e.Changes[k]
		row.Changes = append(row.Changes, k+": "+readable(ctx, p.Before)+" → "+readable(ctx, p.After))
	}
	row.Before, row.After = pretty(e.Entry.Before), pretty(e.Entry.After)
	return row
}

// readable is a JSON value as a person reads it: a string without its quotes, nothing as "—".
func readable(ctx context.Context, raw string) string {
	var s string
	switch {
	case raw == "" || raw == "null":
		return web.T(ctx, "site.audit.none")
	case json.Unmarshal([]byte(raw), &s) == nil:
		if s == "" {
			return web.T(ctx, "site.audit.none")
		}
		return s
	}
	return web.Clip(raw, 200)
}

// pretty is raw JSON indented for the details toggle, "" for none.
func pretty(v any) string {
	raw, ok := v.(json.RawMessage)
	if !ok || len(raw) == 0 {
		return ""
	}
	var buf strings.Builder
	var x any
	if json.Unmarshal(raw, &x) != nil {
		return string(raw)
	}
	b, _ := json.MarshalIndent(x, "", "  ")
	buf.Write(b)
	return buf.String()
}

func joinLines(lines []string) string { return strings.Join(lines, "\n") }
