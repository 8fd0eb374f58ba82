package account

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// usersSpec is what the users list accepts in its address (docs/conventions.md, "Admin
// pages").
var usersSpec = web.ListSpec{Sorts: []string{"created", "email", "name"}, Desc: true,
	Filters: map[string][]string{"role": append([]string{"none"}, AdminRoles...), "status": AdminStatuses}}

// GET /admin/users: every account, searched by email or name, filtered by role and status.
func (h *Handler) userList(c fiber.Ctx) error {
	ctx := c.Context()
	lq := web.ReadList(c, usersSpec)
	users, total, err := h.Service.AdminUsers(ctx, UserFilter{Q: lq.Q, Role: lq.Filter("role"), Status: lq.Filter("status"),
		Sort: lq.Sort, Desc: lq.Desc, Limit: lq.Limit(), Offset: lq.Offset()})
	if err != nil {
		return err
	}
	v := views.UsersView{List: templates.ListView{Name: "users", Path: UsersPath, Query: lq, Total: total,
		SearchLabel: web.T(ctx, "account.admin.users.search"), Caption: web.T(ctx, "account.admin.users.title"),
		Filters: []templates.ListFilter{
			{Name: "role", Label: web.T(ctx, "account.admin.col.roles"), Any: web.T(ctx, "account.admin.any"), Options: roleOptions(ctx)},
			{Name: "status", Label: web.T(ctx, "account.admin.col.status"), Any: web.T(ctx, "account.admin.any"), Options: statusOptions(ctx)},
		}}}
	for _, u := range users {
		v.Rows = append(v.Rows, userRow(ctx, u, h.Service.now()))
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.admin.users.title"),
		Status: fiber.StatusOK, NoStore: true,
		Body: views.Users(v)})
}

func roleOptions(ctx context.Context) []templates.Option {
	out := []templates.Option{{Value: "none", Label: web.T(ctx, "account.admin.role.none")}}
	for _, r := range AdminRoles {
		out = append(out, templates.Option{Value: r, Label: web.T(ctx, "account.admin.role."+r)})
	}
	return out
}

func statusOptions(ctx context.Context) []templates.Option {
	out := make([]templates.Option, len(AdminStatuses))
	for i, s := range AdminStatuses {
		out[i] = templates.Option{Value: s, Label: web.T(ctx, "account.admin.status."+s)}
	}
	return out
}

func statusOf(u AdminUser) string {
	switch {
	case u.Disabled:
		return "disabled"
	case !u.Verified:
		return "unverified"
	}
	return "active"
}

func userRow(ctx context.Context, u AdminUser, now time.Time) views.UserRow {
	loc := web.ShellFrom(ctx).Loc
	r := views.UserRow{Email: u.Email, Name: u.DisplayName, Company: u.CompanyName, StatusKey: statusOf(u),
		Href: userPath(u.ID), ResendHref: unverifiedResendPath(u.ID), Created: loc.Date(u.CreatedAt)}
	r.Status = web.T(ctx, "account.admin.status."+r.StatusKey)
	for _, role := range u.Roles {
		r.Roles = append(r.Roles, web.T(ctx, "account.admin.role."+role))
	}
	r.Age = web.T(ctx, "account.admin.age", map[string]any{"Days": loc.Number(int(now.Sub(u.CreatedAt).Hours() / 24))})
	return r
}
