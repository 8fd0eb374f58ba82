package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

var queueStatuses = []Status{StatusPending, StatusApproved, StatusRejected, StatusDraft}

// GET /admin/profiles?status=pending.
func (h *Handler) reviewQueue(c fiber.Ctx) error {
	ctx := c.Context()
	status := StatusPending
	for _, s := range queueStatuses {
		if c.Query("status") == string(s) {
			status = s
		}
	}
	counts, err := h.Service.Counts(ctx)
	if err != nil {
		return err
	}
	list, err := h.Service.Queue(ctx, status, 200)
	if err != nil {
		return err
	}
	m := views.QueuePage{Status: string(status)}
	for _, s := range queueStatuses {
		m.Tabs = append(m.Tabs, views.QueueTab{Status: string(s), Count: counts[s], Href: queueStatusPath(s)})
	}
	lang := web.ShellFrom(ctx).Loc.Lang
	for _, l := range list {
		row := views.QueueRow{Company: l.CompanyName, Country: reference.CountryName(lang, l.Country), Total: l.Rating.Total,
			Level: l.Rating.Level.MessageKey(), Href: reviewPath(l.ID)}
		if l.SubmittedAt != nil {
			row.Submitted = localDate(ctx, *l.SubmittedAt)
		}
		m.Rows = append(m.Rows, row)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.admin.title"), Body: views.QueueView(m)})
}
