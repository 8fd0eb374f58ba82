package profile

import (
	"context"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/profiles/{id}: the published snapshot, every section, and the decision forms.
func (h *Handler) reviewPage(c fiber.Ctx) error {
	return h.renderReview(c, fiber.StatusOK, web.NewForm(), nil, "")
}

// renderReview shows the review of the profile in the path with the rejection form as
// typed (f, flagged) and, after a decision refused because of a republish, why (the
// message notice; the page below is the snapshot now under review).
func (h *Handler) renderReview(c fiber.Ctx, status int, f web.Form, flagged []string, notice string) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	rec, err := h.Service.ReviewRecord(ctx, id)
	if err != nil {
		return err
	}
	m := views.ReviewPage{Company: recordHead(ctx, rec), Score: scoreOf(rec.Result()),
		Status: string(rec.Status), Published: rec.Published, Flagged: map[string]bool{}, Form: f,
		Version:       strconv.Itoa(rec.PublishedVersion()),
		CanDecide:     rec.Status == StatusPending || rec.Status == StatusApproved,
		ApproveAction: approvePath(id), RejectAction: rejectPath(id), MaxReason: maxReasonLength}
	if rec.UserID == web.CurrentUser(ctx).ID {
		// Staff never decide their own company (docs/account-security.md): the page says so
		// instead of offering the decision.
		m.CanDecide, notice = false, "profile.review.own"
	}
	if notice != "" {
		m.Notice = web.T(ctx, notice)
	}
	for _, k := range flagged {
		m.Flagged[k] = true
	}
	for _, key := range SectionKeys {
		rs := reportSection(ctx, rec, key, *rec.Get(key))
		rs.Visibility = rec.Get(key).Visibility
		m.Sections = append(m.Sections, rs)
		m.Flags = append(m.Flags, templates.Option{Value: key, Label: web.T(ctx, rs.Title)})
	}
	if m.History, err = h.history(ctx, rec); err != nil {
		return err
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.admin.review_title", map[string]any{"Company": rec.Company.CompanyName}),
		Status: status, Body: views.ReviewView(m)})
}

func (h *Handler) history(ctx context.Context, rec Record) ([]string, error) {
	reviews, err := h.Service.Reviews(ctx, rec.ID)
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
