package directory

import (
	"context"
	"strconv"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// GET /my/services/{id}/edit: the form filled with the stored service.
func (h *Handler) serviceEdit(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, id, err := h.ownerAndID(c)
	if err != nil {
		return err
	}
	o, err := h.Service.OwnOffering(ctx, profileID, id)
	if err != nil {
		return err
	}
	return h.renderServiceForm(c, fiber.StatusOK, id, formOf(o), o.Published)
}

// renderServiceForm shows the form of a new service (id uuid.Nil) or of the service id,
// which the caller checked is the company's; public says the service is published, so a
// save shows at once. With 409 it says that someone saved the service since the form was
// opened. A service an admin unpublished says why.
func (h *Handler) renderServiceForm(c fiber.Ctx, status int, id uuid.UUID, f serviceForm, public bool) error {
	ctx := c.Context()
	vm := serviceFormView(ctx, id, f, public)
	if status == fiber.StatusConflict { // the version stays the one typed against: no overwrite
		vm.Form.Conflict = &web.SaveConflict{Text: web.Msg{Key: "directory.manage.conflict_form"}, ReloadHref: ManagePath}
		if id != uuid.Nil {
			vm.Form.Conflict.ReloadHref = EditServicePath(id)
		}
	}
	if id != uuid.Nil {
		t, err := h.Service.takedown(ctx, id)
		if err != nil {
			return err
		}
		if t != nil {
			vm.Takedown = takedownView(ctx, t)
		}
	}
	return templates.Render(c, templates.Page{Title: vm.Title, Status: status, NavID: "my-services", Body: views.ServiceFormPage(vm), NoStore: true})
}

func serviceFormView(ctx context.Context, id uuid.UUID, f serviceForm, public bool) views.ServiceFormView {
	vm := views.ServiceFormView{
		Title: web.T(ctx, "directory.form.new_title"), Form: f.Form, Version: f.Version, Action: ManagePath,
		BackHref: ManagePath, New: id == uuid.Nil, Public: public,
		Industries: industryOptions(ctx), Categories: categoryOptions(ctx),
		LogoKey: f.LogoKey, LogoURL: upload.URL(f.LogoKey), PriceListKey: f.PriceListKey, PriceListURL: upload.URL(f.PriceListKey),
		Pictures: picturesOf(f.Pictures),
		Limits: views.FormLimits{Name: MaxNameRunes, Description: MaxDescriptionRunes, Explanation: MaxExplanationRunes,
			Tags: MaxServiceTags, Pictures: MaxPictures},
	}
	if id != uuid.Nil {
		vm.Title, vm.Action = web.T(ctx, "directory.form.edit_title"), ManagedServicePath(id)
	}
	for i, p := range f.Pictures {
		vm.Form.Set("position_"+p.Key, strconv.Itoa(i+1))
	}
	return vm
}

// ownerAndID are the signed-in company's profile id and the {id} of the path.
func (h *Handler) ownerAndID(c fiber.Ctx) (profileID, id uuid.UUID, err error) {
	ctx := c.Context()
	id, err = web.ParamUUID(c, "id")
	if err != nil {
		return uuid.Nil, uuid.Nil, err
	}
	profileID, err = h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	return profileID, id, err
}
