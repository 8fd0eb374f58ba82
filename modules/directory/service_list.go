package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// GET /my/services: the company's list of its services.
func (h *Handler) serviceList(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	own, err := h.Service.OwnOfferings(ctx, profileID)
	if err != nil {
		return err
	}
	co, err := h.Service.company(ctx, profileID)
	if err != nil {
		return err
	}
	vm := views.ManageView{Listed: co.Listed, NewHref: NewServicePath, SnippetHref: BadgeSnippetPath, Overlay: overlay(c)}
	for _, o := range own {
		action := "/publish"
		if o.Published {
			action = "/unpublish"
		}
		vm.Services = append(vm.Services, views.ManagedService{
			ServiceItem: serviceItem(ctx, o.ID, o.Name, o.LogoURL(), o.Industry, o.Category),
			Published:   o.Published, Version: o.Version, EditHref: EditServicePath(o.ID),
			PublishHref: ManagedServicePath(o.ID) + action, DeleteHref: ManagedServicePath(o.ID) + "/delete",
			MayPublish: o.Takedown.MayPublish(),
		})
		if o.Takedown != nil {
			vm.Services[len(vm.Services)-1].Takedown = takedownView(ctx, o.Takedown)
		}
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "directory.manage.title"), Body: views.ServiceList(vm), NoStore: true})
}
