package site

import (
	"sort"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// DashboardPath is where a signed-in user lands (the drawer's first item).
const DashboardPath = "/dashboard"

// GET /dashboard: the user's company at a glance, from the cards each module gives
// (Deps.Dashboard): what needs attention first, then the cards in their order. A moderator or
// admin lands on their work: the queues they work (Deps.Queues) come first, their own
// company's cards below.
func (h *Handler) dashboardPage(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	var v views.DashboardView
	for _, src := range h.Dashboard {
		cards, err := src(ctx, u)
		if err != nil {
			return err
		}
		v.Cards = append(v.Cards, cards...)
	}
	sort.SliceStable(v.Cards, func(i, j int) bool { return v.Cards[i].Order < v.Cards[j].Order })
	for _, card := range v.Cards {
		v.Attention = append(v.Attention, card.Attention...)
	}
	v.Name = u.Name
	if v.Staff = h.isStaff(u); v.Staff {
		queues, err := h.staffQueues(ctx, u)
		if err != nil {
			return err
		}
		v.Queues = queues
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.dashboard.title"), NavID: "dashboard",
		Body: views.Dashboard(v)})
}
