package blog

import (
	"github.com/gofiber/fiber/v3"

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
		vm.Posts = append(vm.Posts, views.QueuedPost{Title: p.Title, Href: ModeratedPostPath(p.ID), HiddenReason: p.HiddenReason, ReviewAsked: p.ReviewAsked,
			Reports: web.ShellFrom(ctx).Loc.N("blog.moderation.count", p.OpenReports), Changed: localDate(ctx, p.UpdatedAt)})
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "blog.moderation.title"), NoStore: true, Body: views.Queue(vm)})
}
