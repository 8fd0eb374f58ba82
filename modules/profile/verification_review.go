package profile

import (
	"context"
	"encoding/json"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/verification/{id}: one request.
func (h *Handler) verificationReview(c fiber.Ctx) error {
	return h.renderVerificationReview(c, fiber.StatusOK, web.NewForm(), "")
}

func (h *Handler) renderVerificationReview(c fiber.Ctx, status int, f web.Form, notice string) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	r, err := h.Service.VerificationRequestByID(ctx, id)
	if err != nil {
		return err
	}
	rec, err := h.Service.RecordFor(ctx, r.ProfileID, web.CurrentUser(ctx))
	if err != nil {
		return err
	}
	m := views.VerificationReview{Company: r.CompanyName, What: requestWhat(ctx, r), Asked: localDate(ctx, r.CreatedAt),
		Status: web.T(ctx, "profile.verify.status."+r.Status), StatusKey: r.Status, Registration: r.Registration,
		Website: r.Website, Document: rec.fileLink(ctx, r.Document), Note: r.Note, DecisionNote: r.DecisionNote,
		PublicHref: PublicPath(r.ProfileID), CanDecide: r.Status == VerificationPending,
		Version: strconv.FormatInt(r.Version(), 10), Action: verificationRequestPath(r.ID), Form: f, Notice: notice,
		MaxNote: maxVerificationNote}
	if rec.UserID == web.CurrentUser(ctx).ID && m.CanDecide {
		m.CanDecide, m.Notice = false, web.T(ctx, "profile.verify.own") // docs/account-security.md
	}
	m.Snapshot, m.Holds = snapshotLines(ctx, r, rec)
	if r.DecidedAt != nil {
		key := "profile.verify.admin.decided_on"
		if r.DecidedByEmail != "" {
			key = "profile.verify.admin.decided_by"
		}
		m.Decided = web.T(ctx, key, map[string]any{"Status": web.T(ctx, "profile.verify.status."+r.Status),
			"Date": localDate(ctx, *r.DecidedAt), "By": r.DecidedByEmail})
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: r.CompanyName, Status: status,
		Body: views.VerificationReviewView(m)})
}

// requestWhat names what a request is about.
func requestWhat(ctx context.Context, r VerificationRequest) string {
	if r.Kind == VerifyCompany {
		return web.T(ctx, "profile.verify.kind.company")
	}
	return web.T(ctx, "profile.section."+SectionSlug(r.Section)+".title") + " · " +
		web.T(ctx, "profile.verify.item_n", map[string]any{"N": int(r.Item) + 1})
}

// snapshotLines lists what the request was about as it was asked, and whether the working
// copy still is that.
func snapshotLines(ctx context.Context, r VerificationRequest, rec Record) ([]views.LabelValue, bool) {
	var out []views.LabelValue
	if r.Kind == VerifyCompany {
		var c map[string]string
		_ = json.Unmarshal(r.Snapshot, &c)
		lang := web.Lang(ctx)
		out = append(out,
			views.LabelValue{Label: web.T(ctx, "profile.company.name.label"), Value: c["companyName"]},
			views.LabelValue{Label: web.T(ctx, "profile.company.city.label"), Value: c["city"]},
			views.LabelValue{Label: web.T(ctx, "profile.company.country.label"), Value: reference.CountryName(lang, c["country"])},
			views.LabelValue{Label: web.T(ctx, "profile.company.website.label"), Value: c["website"]})
		return out, companyFingerprint(rec.Company) == r.Fingerprint
	}
	var d Detail
	_ = json.Unmarshal(r.Snapshot, &d)
	for _, p := range []struct{ key, v string }{{"profile.detail.description", d.Description},
		{"profile.detail.link", d.Link}, {"profile.detail.weblink", d.Weblink}, {"profile.detail.attachment", d.Attachment}} {
		if p.v != "" {
			out = append(out, views.LabelValue{Label: web.T(ctx, p.key), Value: p.v})
		}
	}
	sec := rec.Get(r.Section)
	holds := sec != nil && int(r.Item) < len(sec.Details) && itemFingerprint(r.Section, *sec, int(r.Item)) == r.Fingerprint
	return out, holds
}
