package blog

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

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
	asks, err := h.Service.ReviewAsks(ctx, pid)
	if err != nil {
		return err
	}
	asked := map[uuid.UUID]ReviewAsk{}
	for _, a := range asks {
		asked[a.PostID] = a
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
		if p.Hidden {
			mp := &vm.Posts[len(vm.Posts)-1]
			if a, ok := asked[p.ID]; ok {
				mp.ReviewAsked = localDate(ctx, a.At)
			} else {
				mp.ReviewAction = PostPath(p.ID) + "/review"
			}
		}
	}
	for _, e := range enquiries {
		position := web.T(ctx, "blog.enquiry.position."+e.Position)
		if e.Position == "other" {
			position = e.Other
		}
		vm.Enquiries = append(vm.Enquiries, views.MineEnquiry{PostTitle: e.PostTitle, PostHref: PostPath(e.PostID),
			Position: position, Subject: e.Subject, Message: e.Message, Date: localDate(ctx, e.At)})
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "blog.mine.title"), NoStore: true, Body: views.Mine(vm)})
}
