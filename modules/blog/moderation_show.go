package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/templates"
)

// GET /admin/reported-posts/{id}: a post, its reports and the decisions.
func (h *Handler) moderationPage(c fiber.Ctx) error {
	return h.renderModeration(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderModeration(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
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
	if p.Hidden {
		asks, err := h.Service.ReviewAsks(ctx, p.ProfileID)
		if err != nil {
			return err
		}
		for _, a := range asks {
			if a.PostID == id {
				vm.ReviewAsk = &views.ReviewAskLine{Date: localDate(ctx, a.At), Message: a.Message}
			}
		}
	}
	for _, r := range reports {
		reason := web.T(ctx, "blog.report.reason."+r.Reason)
		if r.Reason == "other" {
			reason += ": " + r.Other
		}
		vm.Reports = append(vm.Reports, views.ReportLine{Reason: reason, Message: r.Message, Date: localDate(ctx, r.At), Open: r.Open})
	}
	return templates.Render(c, templates.Page{Title: p.Title, Status: status, NoStore: true, Body: views.Moderate(vm)})
}

// decided ends a moderator's decision: its error, or the flash and the queue.
func (h *Handler) decided(c fiber.Ctx, err error, done string) error {
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(c.Context(), web.Success(done))
	return web.Redirect(c, ModerationPath)
}
