package blog

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/templates"
)

// moderationSpec is what the moderation queue accepts in its address (docs/conventions.md,
// "Admin pages"): the most reported first by default.
var moderationSpec = web.ListSpec{Sorts: []string{"reports", "title", "changed"}, Desc: true,
	Filters: map[string][]string{"status": {"open", "hidden"}}}

// GET /admin/reported-posts[?status=hidden&q=&sort=&dir=&page=]: the posts with open
// reports, or the hidden ones (moderators and admins), searched by title, sorted, paged.
func (h *Handler) moderationQueue(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, moderationSpec)
	hidden := lq.Filter("status") == "hidden"
	posts, total, err := h.Service.Queue(ctx, QueueFilter{Hidden: hidden, Q: lq.Q, Sort: lq.Sort, Desc: lq.Desc,
		Limit: lq.Limit(), Offset: lq.Offset()})
	if err != nil {
		return err
	}
	vm := views.QueueView{Tabs: []views.Tab{
		{Label: web.T(ctx, "blog.moderation.open"), Href: ModerationPath, Current: !hidden},
		{Label: web.T(ctx, "blog.moderation.hidden"), Href: ModerationPath + "?status=hidden", Current: hidden}},
		Hidden: hidden, List: templates.ListView{Name: "queue", Path: ModerationPath, Query: lq, Total: total,
			SearchLabel: web.T(ctx, "blog.moderation.search"), Caption: web.T(ctx, "blog.moderation.title"),
			Filters: []templates.ListFilter{{Name: "status", Label: web.T(ctx, "blog.moderation.status"), Options: []templates.Option{
				{Value: "open", Label: web.T(ctx, "blog.moderation.open")}, {Value: "hidden", Label: web.T(ctx, "blog.moderation.hidden")}}}}}}
	for _, p := range posts {
		vm.Posts = append(vm.Posts, views.QueuedPost{Title: p.Title, Href: ModeratedPostPath(p.ID), HiddenReason: p.HiddenReason,
			Reports: web.ShellFrom(ctx).Loc.N("blog.moderation.count", p.OpenReports), Changed: localDate(ctx, p.UpdatedAt)})
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "blog.moderation.title"), Body: views.Queue(vm)})
}

// GET /admin/reported-posts/{id}: a post, its reports and the decisions.
func (h *Handler) moderationPage(c fiber.Ctx) error {
	return h.renderModeration(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderModeration(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	p, a, err := h.Service.View(ctx, Viewer{Moderator: true}, id)
	if err != nil {
		p, err = h.Service.get(ctx, id) // a reported draft cannot exist; a post made private since can
		if err != nil {
			return err
		}
		if a, err = h.Service.author(ctx, p.ProfileID); err != nil {
			return err
		}
	}
	reports, err := h.Service.Reports(ctx, id)
	if err != nil {
		return err
	}
	f.Labels = map[string]string{"reason": web.T(ctx, "blog.moderation.reason")}
	post, err := h.postView(ctx, p, a)
	if err != nil {
		return err
	}
	vm := views.ModerateView{Post: post, Hidden: p.Hidden, Form: f, BackHref: ModerationPath,
		HideAction: ModeratedPostPath(id) + "/hide", ShowAction: ModeratedPostPath(id) + "/restore",
		DismissHref: ModeratedPostPath(id) + "/dismiss"}
	for _, r := range reports {
		reason := web.T(ctx, "blog.report.reason."+r.Reason)
		if r.Reason == "other" {
			reason += ": " + r.Other
		}
		vm.Reports = append(vm.Reports, views.ReportLine{Reason: reason, Message: r.Message, Date: localDate(ctx, r.At), Open: r.Open})
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return templates.Render(c, templates.Page{Title: p.Title, Status: status, Body: views.Moderate(vm)})
}

// POST /admin/reported-posts/{id}/hide: the post leaves every public list at once; its
// author gets a mail with the reason; the decision is recorded.
func (h *Handler) moderationHide(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	f := web.FormFrom(c, "reason")
	err = h.Service.Hide(ctx, web.AuditActor(ctx), id, f.Value("reason"))
	if f.Take(err) {
		return h.renderModeration(c, fiber.StatusUnprocessableEntity, f)
	}
	return h.decided(c, err, "blog.moderation.hidden_done")
}

// POST /admin/reported-posts/{id}/restore: a hidden post shows again.
func (h *Handler) moderationRestore(c fiber.Ctx) error {
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	return h.decided(c, h.Service.Restore(c.Context(), web.AuditActor(c.Context()), id), "blog.moderation.restored")
}

// POST /admin/reported-posts/{id}/dismiss: the open reports are closed, the post stays.
func (h *Handler) moderationDismiss(c fiber.Ctx) error {
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	return h.decided(c, h.Service.Dismiss(c.Context(), web.AuditActor(c.Context()), id), "blog.moderation.dismissed")
}

func (h *Handler) decided(c fiber.Ctx, err error, done string) error {
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(c.Context(), web.Success(done))
	return web.Redirect(c, ModerationPath)
}
