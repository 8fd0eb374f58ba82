package profile

import (
	"context"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /sustainability-profile/verification: the company's Green Verification. Without a plan
// that unlocks it the page is read-only: what was validated, what waits, and why it cannot ask
// for more (docs/profile.md, "Green Verification"); the forms' routes keep billing's gate.
func (h *Handler) verificationPage(c fiber.Ctx) error {
	return h.renderVerification(c, fiber.StatusOK, web.NewForm(), "", -1, web.NewForm())
}

// document stores the form's "document" file for the profile, if one was sent; its problem
// is the field's.
func (h *Handler) document(c fiber.Ctx, f *web.Form) (string, error) {
	fh, err := c.FormFile("document")
	if err != nil || fh.Size == 0 {
		return "", nil
	}
	id, err := h.ownProfile(c)
	if err != nil {
		return "", err
	}
	stored, err := h.Service.SaveFile(c.Context(), id, web.CurrentUser(c.Context()), "attachment", fh)
	if e := web.AsError(err); err != nil && e.Status == fiber.StatusUnprocessableEntity {
		f.Errors.Add("document", e.Key, e.Data)
		return "", nil
	}
	return stored.URL, err
}

// afterRequest answers a request's outcome: back to the page with the news, or the form
// again with what was typed and what is wrong.
func (h *Handler) afterRequest(c fiber.Ctx, err error, f web.Form, section string, item int) error {
	ctx := c.Context()
	if f.Errors.Len() > 0 {
		return h.renderFormAgain(c, fiber.StatusUnprocessableEntity, f, section, item)
	}
	switch e := web.AsError(err); {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success("profile.verify.sent"))
		return web.Redirect(c, VerificationPath)
	case f.Take(err):
		return h.renderFormAgain(c, e.Status, f, section, item)
	case e.Status == fiber.StatusConflict:
		f.Fail(e.Key, e.Data)
		return h.renderFormAgain(c, e.Status, f, section, item)
	}
	return err
}

func (h *Handler) renderFormAgain(c fiber.Ctx, status int, f web.Form, section string, item int) error {
	if section == "" {
		return h.renderVerification(c, status, f, "", -1, web.NewForm())
	}
	return h.renderVerification(c, status, web.NewForm(), section, item, f)
}

// renderVerification draws the page; companyForm, or itemForm for the item (section, item),
// come back as typed.
func (h *Handler) renderVerification(c fiber.Ctx, status int, companyForm web.Form, section string, item int, itemForm web.Form) error {
	ctx := c.Context()
	st, err := h.Service.Verification(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	companyForm.Default("website", st.Record.Company.Website)
	m := views.VerificationPage{CompanyUnlocked: st.Company, ItemsUnlocked: st.Items, PricingHref: billing.PricingPath, ItemAction: verifyItemPath,
		MaxNote: maxVerificationNote,
		Company: views.CompanyVerification{Form: companyForm, Action: verifyCompanyPath}}
	m.Company.State, m.Company.Date, m.Company.Note = requestState(ctx, st.Requests, VerifyCompany, "", 0, st.Marks.CompanyValidatedAt)
	m.Company.CanAsk = st.Company && (m.Company.State == "none" || m.Company.State == "refused")
	for _, key := range SectionKeys {
		sec := st.Record.Get(key)
		for i, d := range sec.Details {
			if !d.HasEvidence() {
				continue
			}
			it := views.ItemVerification{Section: web.T(ctx, "profile.section."+SectionSlug(key)+".title"), Key: key, Index: i,
				Summary: itemSummary(d), Form: web.Form{Prefix: key + "-" + strconv.Itoa(i) + "-"}}
			var at *time.Time
			if t, ok := st.Marks.Item(key, i); ok {
				at = &t
			}
			it.State, it.Date, it.Note = requestState(ctx, st.Requests, VerifyItem, key, i, at)
			it.CanAsk = st.Items && (it.State == "none" || it.State == "refused")
			if !st.Items && it.State == "none" {
				continue // without the plan, only what was asked or verified shows
			}
			if key == section && i == item {
				itemForm.Prefix = it.Form.Prefix
				it.Form = itemForm
			}
			m.Items = append(m.Items, it)
		}
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "profile.verify.title"),
		Status: status,
		Body:   views.VerificationView(m)})
}

// requestState is what the page says of a thing: its mark if one holds, else its latest
// request's state (waiting, refused), else none.
func requestState(ctx context.Context, reqs []VerificationRequest, kind, section string, item int, mark *time.Time) (state, date, note string) {
	if mark != nil {
		state = "verified"
		if kind == VerifyCompany {
			state = "validated"
		}
		return state, localDate(ctx, *mark), ""
	}
	for _, r := range reqs { // newest first
		if r.Kind != kind || r.Section != section || int(r.Item) != item {
			continue
		}
		switch r.Status {
		case VerificationPending:
			return "waiting", localDate(ctx, r.CreatedAt), ""
		case VerificationRefused:
			return "refused", localDate(ctx, *r.DecidedAt), r.DecisionNote
		}
		break // verified, but the content changed since: the mark no longer holds
	}
	return "none", "", ""
}

// itemSummary is what an evidence item says, in a line.
func itemSummary(d Detail) string {
	for _, s := range []string{d.Description, d.Weblink, d.Link} {
		if s != "" {
			return web.Clip(s, 200)
		}
	}
	return ""
}
