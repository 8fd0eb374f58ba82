package account

import (
	"slices"
	"strconv"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /admin/users/{id}: one account and the actions on it.
func (h *Handler) userPage(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.renderUser(c, fiber.StatusOK, id, web.NewForm())
}

// renderUser shows the account's page; emailForm is the address form as typed (a refused
// change comes back with it).
func (h *Handler) renderUser(c fiber.Ctx, status int, id uuid.UUID, emailForm web.Form) error {
	ctx := c.Context()
	u, err := h.Service.AdminUser(ctx, id)
	if err != nil {
		return err
	}
	emailForm.Labels = map[string]string{"email": web.T(ctx, "account.admin.user.new_email")}
	row := userRow(ctx, u, h.Service.now())
	v := views.UserView{UsersHref: UsersPath, Email: u.Email, Name: u.DisplayName, Company: u.CompanyName,
		Status: row.Status, StatusKey: row.StatusKey, Created: row.Created, PendingEmail: u.PendingEmail,
		Version: strconv.FormatInt(u.Version, 10), Disabled: u.Disabled, EmailForm: emailForm,
		EmailHref: userActionPath(id, "email"), ResetHref: userActionPath(id, "reset"),
		RolesHref: userActionPath(id, "roles"), DisableHref: userActionPath(id, "disable"),
		EnableHref: userActionPath(id, "enable")}
	for _, r := range AdminRoles {
		v.Roles = append(v.Roles, views.RoleChoice{Name: r, Label: web.T(ctx, "account.admin.role."+r), Held: slices.Contains(u.Roles, r)})
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.admin.user.title"),
		Status: status, NoStore: true,
		Body: views.User(v)})
}

// versionOf is the account version a form posts back; a missing or malformed one can match
// no account, so the change is refused as one made on a page out of date (409).
func versionOf(c fiber.Ctx) int64 {
	v, err := strconv.ParseInt(c.FormValue("version"), 10, 64)
	if err != nil || v == 0 {
		return -1
	}
	return v
}
