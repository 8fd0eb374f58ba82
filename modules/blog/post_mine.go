package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/templates"
)

// GET /blog/mine: the company's posts (drafts, published, hidden with why) and the
// enquiries its business posts received.
func (h *Handler) postMine(c fiber.Ctx) error {
	ctx := c.Context()
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	posts, err := h.Service.OwnPosts(ctx, pid)
	if err != nil {
		return err
	}
	enquiries, err := h.Service.Enquiries(ctx, pid)
	if err != nil {
		return err
	}
	vm := views.MineView{NewHref: NewPostPath}
	for _, p := range posts {
		status := "blog.status.draft"
		switch {
		case p.Hidden:
			status = "blog.status.hidden"
		case p.Published:
			status = "blog.status.published"
		}
		vm.Posts = append(vm.Posts, views.MinePost{Title: p.Title, InternalTitle: p.InternalTitle, Status: web.T(ctx, status),
			Date: localDate(ctx, p.Date()), HiddenReason: p.HiddenReason, ViewHref: PostPath(p.ID), EditHref: EditPostPath(p.ID)})
	}
	for _, e := range enquiries {
		position := web.T(ctx, "blog.enquiry.position."+e.Position)
		if e.Position == "other" {
			position = e.Other
		}
		vm.Enquiries = append(vm.Enquiries, views.MineEnquiry{PostTitle: e.PostTitle, PostHref: PostPath(e.PostID),
			Position: position, Subject: e.Subject, Message: e.Message, Date: localDate(ctx, e.At)})
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "blog.mine.title"), Body: views.Mine(vm)})
}
