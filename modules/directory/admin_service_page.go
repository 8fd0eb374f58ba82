package directory

import (
	"context"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
)

// GET /admin/services/{id}: one service, published or not, as the public sees it, with its
// company, owner and takedown, and the form that unpublishes it (admins).
func (h *Handler) adminServicePage(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.renderAdminService(c, fiber.StatusOK, id, web.NewForm())
}

// renderAdminService shows the service's admin page with the unpublish form as typed (a
// refused reason comes back with it); with 409 it says the service changed since the form
// was shown, and shows it as it is now.
func (h *Handler) renderAdminService(c fiber.Ctx, status int, id uuid.UUID, f web.Form) error {
	ctx := c.Context()
	v, err := h.Service.AdminService(ctx, id)
	if err != nil {
		return err
	}
	others, err := h.Service.PublicServicesOf(ctx, v.CompanyProfileID)
	if err != nil {
		return err
	}
	state := AdminService{Published: v.Published, TakenDown: v.Takedown != nil}.State()
	if status == fiber.StatusConflict { // the service as it is now, with what was typed
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: "directory.admin.conflict"}, ReloadHref: AdminServicePath(id)}
	}
	f.Labels = map[string]string{"reason": web.T(ctx, "directory.admin.service.reason")}
	vm := views.AdminServiceView{BackHref: AdminServicesPath, Name: v.Name, StateKey: state,
		State: web.T(ctx, "directory.admin.state."+state), Company: v.Company.Name, Owner: v.OwnerEmail,
		Updated: web.ShellFrom(ctx).Loc.Date(v.UpdatedAt), CanUnpublish: v.Published, Action: AdminServicePath(id) + "/unpublish",
		Version: v.Version, Form: f, MaxReason: MaxTakedownReason, Service: h.serviceView(ctx, v.ServiceDetail, OthersThan(others, id))}
	if v.Company.Listed {
		vm.CompanyHref = CompanyPath(v.Company.ID)
	}
	if v.Takedown != nil {
		vm.Takedown = takedownView(ctx, v.Takedown)
		vm.Takedown.By = v.TakenDownBy
		if vm.Takedown.By == "" {
			vm.Takedown.By = web.T(ctx, "directory.admin.service.someone")
		}
	}
	return adminPage(c, status, web.T(ctx, "directory.admin.service.title", map[string]any{"Name": v.Name}), views.AdminService(vm))
}

// takedownView is a takedown as the pages show it, its date in the reader's language.
func takedownView(ctx context.Context, t *Takedown) *views.TakedownView {
	return &views.TakedownView{Reason: t.Reason, At: web.ShellFrom(ctx).Loc.Date(t.At), Edited: t.EditedAt != nil}
}
