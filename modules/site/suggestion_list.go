package site

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// suggestionsSpec is what the admins' list of suggestions accepts in its address
// (docs/conventions.md, "Admin pages").
var suggestionsSpec = web.ListSpec{Sorts: []string{"created", "subject"}, Desc: true,
	Filters: map[string][]string{"status": Statuses}}

// GET /admin/suggestions: every suggestion, newest first, searched by subject, text or
// sender, filtered by status, sorted, in pages (admins).
func (h *Handler) suggestionList(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, suggestionsSpec)
	list, total, err := h.Service.AdminSuggestions(ctx, SuggestionFilter{Q: lq.Q, Status: lq.Filter("status"), Sort: lq.Sort,
		Desc: lq.Desc, Limit: lq.Limit(), Offset: lq.Offset()})
	if err != nil {
		return err
	}
	v := views.SuggestionsAdminView{List: templates.ListView{Name: "suggestions", Path: AdminSuggestionsPath, Query: lq,
		Total: total, SearchLabel: web.T(ctx, "site.suggestion.admin.search"), Caption: web.T(ctx, "site.suggestion.admin.title"),
		Filters: []templates.ListFilter{{Name: "status", Label: web.T(ctx, "site.suggestion.admin.col.status"),
			Any: web.T(ctx, "site.audit.any"), Options: statusOptions(ctx)}}}}
	loc := web.ShellFrom(ctx).Loc
	for _, s := range list {
		row := views.SuggestionRow{Subject: s.Subject, Href: AdminSuggestionPath(s.ID), From: s.Email, StatusKey: s.Status,
			Status: web.T(ctx, "site.suggestion.status."+s.Status), Sent: loc.Date(s.CreatedAt)}
		if s.AnsweredAt != nil {
			row.Answered = loc.Date(*s.AnsweredAt)
		}
		v.Rows = append(v.Rows, row)
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.suggestion.admin.title"), NavID: "admin-suggestions",
		Body: views.SuggestionsAdmin(v)})
}

func statusOptions(ctx context.Context) []templates.Option {
	out := make([]templates.Option, len(Statuses))
	for i, s := range Statuses {
		out[i] = templates.Option{Value: s, Label: web.T(ctx, "site.suggestion.status."+s)}
	}
	return out
}
