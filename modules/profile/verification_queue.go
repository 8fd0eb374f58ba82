package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// verificationSpec is what the queue accepts in its address (docs/conventions.md, "Admin pages").
var verificationSpec = web.ListSpec{Sorts: []string{"created", "company"},
	Filters: map[string][]string{"status": {VerificationPending, VerificationVerified, VerificationRefused},
		"kind": {VerifyCompany, VerifyItem}}}

// GET /admin/verification: every request (oldest first), searched by company, filtered by
// status and kind.
func (h *Handler) verificationQueue(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, verificationSpec)
	reqs, total, err := h.Service.VerificationQueue(ctx, VerificationFilter{Q: lq.Q, Status: lq.Filter("status"),
		Kind: lq.Filter("kind"), Sort: lq.Sort, Desc: lq.Desc, Limit: int(lq.Limit()), Offset: int(lq.Offset())})
	if err != nil {
		return err
	}
	statuses := []templates.Option{}
	for _, s := range verificationSpec.Filters["status"] {
		statuses = append(statuses, templates.Option{Value: s, Label: web.T(ctx, "profile.verify.status."+s)})
	}
	kinds := []templates.Option{}
	for _, k := range verificationSpec.Filters["kind"] {
		kinds = append(kinds, templates.Option{Value: k, Label: web.T(ctx, "profile.verify.kind."+k)})
	}
	v := views.VerificationQueueView{List: templates.ListView{Name: "verification", Path: VerificationQueuePath, Query: lq,
		Total: total, SearchLabel: web.T(ctx, "profile.verify.admin.search"), Caption: web.T(ctx, "profile.verify.admin.title"),
		Filters: []templates.ListFilter{
			{Name: "status", Label: web.T(ctx, "profile.verify.admin.col.status"), Any: web.T(ctx, "profile.verify.admin.any"), Options: statuses},
			{Name: "kind", Label: web.T(ctx, "profile.verify.admin.col.what"), Any: web.T(ctx, "profile.verify.admin.any"), Options: kinds},
		}}}
	for _, r := range reqs {
		v.Rows = append(v.Rows, views.VerificationRow{Company: r.CompanyName, What: requestWhat(ctx, r),
			Asked: localDate(ctx, r.CreatedAt), Status: web.T(ctx, "profile.verify.status."+r.Status), StatusKey: r.Status,
			Href: verificationRequestPath(r.ID)})
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "profile.verify.admin.title"),
		Body: views.VerificationQueue(v)})
}
