package blog

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/modules/profile"
	"greenconnect/templates"
)

// GET /blog/{id}: a post with its OpenGraph and Twitter card tags. A draft or a hidden
// post answers 404 to everyone but its company (and, hidden, moderators).
func (h *Handler) postPage(c fiber.Ctx) error {
	db.ReadFromReplica(c.Context())
	return h.renderPost(c, fiber.StatusOK, nil, nil)
}

// renderPost shows the post, with a refused report or enquiry form when one is given.
func (h *Handler) renderPost(c fiber.Ctx, status int, report, enquiry *web.Form) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	v, err := h.viewer(ctx)
	if err != nil {
		return err
	}
	p, a, err := h.Service.View(ctx, v, id)
	if err != nil {
		return err
	}
	own := v.ProfileID == p.ProfileID
	vm, err := h.postView(ctx, p, a)
	if err != nil {
		return err
	}
	if own {
		vm.EditHref, vm.Draft = EditPostPath(p.ID), !p.Published
	}
	if p.Hidden && (own || v.Moderator) {
		vm.HiddenReason = p.HiddenReason
	}
	if v.Moderator {
		vm.ModerateHref = ModeratedPostPath(p.ID)
	}
	if u := web.CurrentUser(ctx); u != nil && !own && p.Public() {
		vm.Report = &views.ReportForm{Action: PostPath(p.ID) + "/report", Form: formOr(report, "report-"), Reasons: options(ctx, ReportReasons, "blog.report.reason.")}
		// The error summary names each field (docs/conventions.md, forms).
		vm.Report.Form.Labels = map[string]string{"reason": web.T(ctx, "blog.report.reason_label"), "other": web.T(ctx, "blog.report.other"),
			"message": web.T(ctx, "blog.report.message")}
		if TakesEnquiries(p.Category) {
			vm.Enquiry = &views.EnquiryForm{Action: PostPath(p.ID) + "/enquiry", Form: formOr(enquiry, "enquiry-"),
				Positions: options(ctx, Positions, "blog.enquiry.position.")}
			vm.Enquiry.Form.Labels = map[string]string{"position": web.T(ctx, "blog.enquiry.position_label"),
				"other": web.T(ctx, "blog.enquiry.other"), "subject": web.T(ctx, "blog.enquiry.subject"), "message": web.T(ctx, "blog.enquiry.message")}
		}
	}
	noStore := !p.Public() || web.CurrentUser(ctx) != nil
	if !noStore {
		pagecache.Public(c, PostTag(p.ID), profile.PageTag(p.ProfileID)) // the post and its author's card
	}
	return templates.Render(c, templates.Page{Title: p.Title, Description: vm.Description, Status: status, NoStore: noStore,
		Body: views.PostPage(vm), Head: views.PostHead(vm)})
}

// postView is what every visitor may see of a post.
func (h *Handler) postView(ctx context.Context, p Post, a Author) (views.PostView, error) {
	content, err := h.Service.Render(ctx, p.ProfileID, p.Content)
	if err != nil {
		return views.PostView{}, err
	}
	vm := views.PostView{Title: p.Title, HTML: content.HTML, CoverURL: p.CoverURL(),
		Category: web.T(ctx, "blog.category."+p.Category), Date: localDate(ctx, p.Date()), Company: companyView(a),
		BackHref: BlogPath, AbsoluteURL: h.BaseURL + PostPath(p.ID), Description: Excerpt(p.Content, ExcerptLength)}
	if vm.CoverURL != "" {
		vm.ImageURL = h.BaseURL + vm.CoverURL
	}
	return vm, nil
}

// formOr is the refused form, or an empty one; prefix keeps the ids of the page's two
// forms apart (both have "other" and "message").
func formOr(f *web.Form, prefix string) web.Form {
	out := web.NewForm()
	if f != nil {
		out = *f
	}
	out.Prefix = prefix
	return out
}

func options(ctx context.Context, keys []string, prefix string) []templates.Option {
	out := make([]templates.Option, len(keys))
	for i, k := range keys {
		out[i] = templates.Option{Value: k, Label: web.T(ctx, prefix+k)}
	}
	return out
}

func localDate(ctx context.Context, t time.Time) string {
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		return loc.Date(t)
	}
	return t.Format(time.DateOnly)
}
