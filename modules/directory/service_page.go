package directory

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/profile"
	"greenconnect/templates"
)

// servicePage is /services/{serviceId}: the public service, or its owner's preview.
func (h *Handler) servicePage(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	user := web.CurrentUser(ctx)
	v, err := h.svc.ViewService(ctx, user, id)
	if err != nil {
		return err
	}
	var all []model.Related
	if v.Preview {
		all, err = h.svc.OwnServicesAsRelated(ctx, v.CompanyProfileID)
	} else {
		all, err = h.svc.PublicServicesOf(ctx, v.CompanyProfileID)
	}
	if err != nil {
		return err
	}
	vm := views.ServiceVM{View: v, Others: model.OthersThan(all, id), AbsoluteURL: h.baseURL + v.Path()}
	if img := firstImage(v); img != "" {
		vm.ImageURL = h.baseURL + img
	}
	if owner, err := h.svc.ProfileOf(ctx, user); err == nil && owner == v.CompanyProfileID {
		vm.ManagePath = model.ManagePath + "/" + id.String() + "/edit"
	}
	if v.Preview {
		c.Set(fiber.HeaderCacheControl, "private, no-store")
	} else {
		pagecache.Public(c, profile.PageTag(v.CompanyProfileID))
	}
	return templates.Render(c, templates.Page{
		Title:       v.Name,
		Description: v.Description,
		Body:        views.ServicePage(vm),
		Head:        views.ServiceHead(vm),
		NavID:       "marketplace",
	})
}

// firstImage is the picture (else the logo) a shared link shows.
func firstImage(v model.ServiceView) string {
	if len(v.Pictures) > 0 {
		return v.Pictures[0].URL()
	}
	return v.LogoURL()
}
