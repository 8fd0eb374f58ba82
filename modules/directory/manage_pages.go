package directory

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// manageList is the company's list of its services.
func (h *Handler) manageList(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, err := h.svc.ProfileOf(ctx, web.CurrentUser(ctx))
	if err != nil {
		return err
	}
	own, err := h.svc.OwnOfferings(ctx, profileID)
	if err != nil {
		return err
	}
	company, err := h.svc.company(ctx, profileID)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "directory.manage.title"),
		Body:  views.ManageList(views.ManageVM{Services: own, Listed: company.Listed, Overlay: overlayProps(c)}),
	})
}

func (h *Handler) manageNew(c fiber.Ctx) error {
	return h.renderForm(c, views.FormVM{Action: model.ManagePath}, fiber.StatusOK)
}

func (h *Handler) manageEdit(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, id, err := h.ownerAndID(c)
	if err != nil {
		return err
	}
	o, err := h.svc.OwnOffering(ctx, profileID, id)
	if err != nil {
		return err
	}
	return h.renderForm(c, views.FormVM{ID: id.String(), Form: model.FormOf(o), Action: manageItemPath(id), Public: o.Published}, fiber.StatusOK)
}

func (h *Handler) renderForm(c fiber.Ctx, vm views.FormVM, status int) error {
	ctx := c.Context()
	title := "directory.form.new_title"
	if vm.ID != "" {
		title = "directory.form.edit_title"
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, title), Status: status, NavID: "my-services", Body: views.ServiceFormPage(vm),
	})
}

// ownerAndID are the signed-in company's profile id and the :id of the path.
func (h *Handler) ownerAndID(c fiber.Ctx) (profileID, id uuid.UUID, err error) {
	ctx := c.Context()
	id, err = uuid.Parse(c.Params("id"))
	if err != nil {
		return uuid.Nil, uuid.Nil, web.NotFound()
	}
	profileID, err = h.svc.ProfileOf(ctx, web.CurrentUser(ctx))
	return profileID, id, err
}

func manageItemPath(id uuid.UUID) string { return model.ManagePath + "/" + id.String() }
