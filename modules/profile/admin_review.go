package profile

import (
	"context"
	"errors"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// QueuePath is the admins' review queue.
const QueuePath = "/admin/profiles"

var queueStatuses = []Status{StatusPending, StatusApproved, StatusRejected, StatusDraft}

// GET /admin/profiles?status=pending.
func (h *Handler) queuePage(c fiber.Ctx) error {
	ctx := c.Context()
	status := StatusPending
	for _, s := range queueStatuses {
		if c.Query("status") == string(s) {
			status = s
		}
	}
	counts, err := h.svc.Counts(ctx)
	if err != nil {
		return err
	}
	list, err := h.svc.Queue(ctx, status, 200)
	if err != nil {
		return err
	}
	m := views.QueuePage{Status: string(status)}
	for _, s := range queueStatuses {
		m.Tabs = append(m.Tabs, views.QueueTab{Status: string(s), Count: counts[s], Href: QueuePath + "?status=" + string(s)})
	}
	lang := web.ShellFrom(ctx).Loc.Lang
	for _, l := range list {
		row := views.QueueRow{Company: l.CompanyName, Country: reference.CountryName(lang, l.Country), Total: l.Rating.Total,
			Level: "rating.level." + string(l.Rating.Level), Href: QueuePath + "/" + l.ID.String()}
		if l.SubmittedAt != nil {
			row.Submitted = localDate(ctx, *l.SubmittedAt)
		}
		m.Rows = append(m.Rows, row)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.admin.title"), Body: views.QueueView(m)})
}

// GET /admin/profiles/{id}.
func (h *Handler) reviewPage(c fiber.Ctx) error {
	return h.renderReview(c, fiber.StatusOK, "", nil, nil)
}

func (h *Handler) renderReview(c fiber.Ctx, status int, reason string, flagged []string, e *web.Error) error {
	ctx := c.Context()
	id, err := pathID(c)
	if err != nil {
		return err
	}
	rec, err := h.svc.ReviewRecord(ctx, id)
	if err != nil {
		return err
	}
	m := views.ReviewPage{ID: id.String(), Company: companyHead(ctx, rec.Company), Score: scoreOf(rec.Result()),
		Status: string(rec.Status), Published: rec.Published, Flagged: map[string]bool{},
		Version:   strconv.Itoa(rec.PublishedVersion()),
		CanDecide: rec.Status == StatusPending || rec.Status == StatusApproved,
		Reason:    views.Field{Name: "reason", Label: "profile.admin.reason", Help: "profile.admin.reason_help", Value: reason, Required: true}}
	if msg, ok := fieldsOf(e).Get("reason"); ok {
		m.Reason.Error = msg.Text(ctx)
	}
	if e != nil && e.Status == fiber.StatusConflict {
		m.Notice = web.T(ctx, e.Key) // the page below is the snapshot now under review
	}
	for _, k := range flagged {
		m.Flagged[k] = true
	}
	for _, key := range SectionKeys {
		rs := reportSection(ctx, rec, key, *rec.Get(key))
		rs.Visibility = rec.Get(key).Visibility
		m.Sections = append(m.Sections, rs)
		m.Flags = append(m.Flags, views.Option{Value: key, Label: web.T(ctx, rs.Title)})
	}
	if m.History, err = h.history(ctx, rec); err != nil {
		return err
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.admin.review_title", map[string]any{"Company": rec.Company.CompanyName}),
		Status: status, Body: views.ReviewView(m)})
}

func (h *Handler) history(ctx context.Context, rec Record) ([]string, error) {
	reviews, err := h.svc.Reviews(ctx, rec.ID)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, r := range reviews {
		data := map[string]any{"Date": localDate(ctx, r.CreatedAt), "Reason": r.Reason}
		out = append(out, web.T(ctx, "profile.admin.decision."+r.Decision, data))
	}
	return out, nil
}

// POST /admin/profiles/{id}/approve.
func (h *Handler) approve(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := pathID(c)
	if err != nil {
		return err
	}
	err = h.svc.Approve(ctx, id, web.CurrentUser(ctx).ID, reviewedVersion(c))
	if republished(err) {
		return h.renderReview(c, fiber.StatusConflict, "", nil, web.AsError(err))
	} else if err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("profile.review.approved"))
	return web.Redirect(c, QueuePath)
}

// POST /admin/profiles/{id}/reject: a reason is required; the form comes back with it.
func (h *Handler) reject(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := pathID(c)
	if err != nil {
		return err
	}
	reason := c.FormValue("reason")
	var sections []string
	if form, err := c.MultipartForm(); err == nil {
		sections = form.Value["sections"]
	} else {
		for _, v := range c.Request().PostArgs().PeekMulti("sections") {
			sections = append(sections, string(v))
		}
	}
	err = h.svc.Reject(ctx, id, web.CurrentUser(ctx).ID, reviewedVersion(c), reason, sections)
	if e := web.AsError(err); err != nil && (e.Status == fiber.StatusUnprocessableEntity || republished(err)) {
		return h.renderReview(c, e.Status, reason, sections, e)
	} else if err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("profile.review.rejected"))
	return web.Redirect(c, QueuePath)
}

// reviewedVersion is the snapshot version the review form was rendered with; 0 (no
// snapshot) when missing or not a number.
func reviewedVersion(c fiber.Ctx) int {
	v, err := strconv.ParseInt(c.FormValue("version"), 10, 32)
	if err != nil {
		return 0
	}
	return int(v)
}

// republished reports whether a decision was refused because the company published again
// since the review page was rendered.
func republished(err error) bool {
	var e *web.Error
	return errors.As(err, &e) && e.Key == "profile.review.republished"
}
