package account

import (
	"context"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// unverifiedSpec is what the unverified list accepts: the age filter is in days.
var unverifiedSpec = web.ListSpec{Sorts: []string{"created", "email"}, Desc: false,
	Filters: map[string][]string{"older": ageValues()}}

func ageValues() []string {
	out := make([]string, len(UnverifiedAges))
	for i, d := range UnverifiedAges {
		out[i] = strconv.Itoa(d)
	}
	return out
}

// GET /admin/unverified: accounts that never confirmed their address, oldest first.
func (h *Handler) unverifiedList(c fiber.Ctx) error {
	return h.renderUnverified(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderUnverified(c fiber.Ctx, status int, del web.Form) error {
	ctx := c.Context()
	lq := web.ReadList(c, unverifiedSpec)
	var before *time.Time
	if days, err := strconv.Atoi(lq.Filter("older")); err == nil {
		t := h.Service.now().AddDate(0, 0, -days)
		before = &t
	}
	users, total, err := h.Service.Unverified(ctx, UserFilter{Q: lq.Q, Sort: lq.Sort, Desc: lq.Desc,
		Limit: lq.Limit(), Offset: lq.Offset()}, before)
	if err != nil {
		return err
	}
	del.Default("days", lq.Filter("older"))
	del.Labels = map[string]string{"days": web.T(ctx, "account.admin.unverified.older_than"),
		"confirm": web.T(ctx, "account.admin.unverified.confirm")}
	v := views.UnverifiedView{DeleteHref: unverifiedDelete, Ages: ageOptions(ctx), DeleteForm: del,
		List: templates.ListView{Name: "unverified", Path: UnverifiedPath, Query: lq, Total: total,
			SearchLabel: web.T(ctx, "account.admin.users.search"), Caption: web.T(ctx, "account.admin.unverified.title"),
			Filters: []templates.ListFilter{{Name: "older", Label: web.T(ctx, "account.admin.unverified.older_than"),
				Any: web.T(ctx, "account.admin.any"), Options: ageOptions(ctx)}}}}
	for _, u := range users {
		v.Rows = append(v.Rows, userRow(ctx, u, h.Service.now()))
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.admin.unverified.title"),
		Status: status, NoStore: true,
		Body: views.Unverified(v)})
}

func ageOptions(ctx context.Context) []templates.Option {
	out := make([]templates.Option, len(UnverifiedAges))
	for i, d := range UnverifiedAges {
		out[i] = templates.Option{Value: strconv.Itoa(d), Label: web.T(ctx, "account.admin.days", map[string]any{"Days": d})}
	}
	return out
}
