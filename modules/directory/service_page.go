package directory

import (
	"context"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/profile"
	"greenconnect/templates"
)

// GET /services/{id}: the public service, or its owner's preview. Its htmx fragment is
// what the service overlay shows.
func (h *Handler) servicePage(c fiber.Ctx) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	viewer, err := h.viewerProfile(ctx)
	if err != nil {
		return err
	}
	v, err := h.Service.ViewService(ctx, viewer, id)
	if err != nil {
		return err
	}
	var all []Related
	if v.Preview {
		all, err = h.Service.OwnServicesAsRelated(ctx, v.CompanyProfileID)
	} else {
		all, err = h.Service.PublicServicesOf(ctx, v.CompanyProfileID)
	}
	if err != nil {
		return err
	}
	vm := h.serviceView(ctx, v, OthersThan(all, id))
	if viewer != uuid.Nil && viewer == v.CompanyProfileID {
		vm.EditHref = EditServicePath(id)
	}
	if !v.Preview {
		pagecache.Public(c, profile.PageTag(v.CompanyProfileID))
	}
	return templates.Render(c, templates.Page{
		Title: v.Name, Description: v.Description, NavID: "marketplace", NoStore: v.Preview,
		Body: views.ServicePage(vm), Head: views.ServiceHead(vm),
	})
}

// viewerProfile is the signed-in company's profile id, uuid.Nil for a visitor.
func (h *Handler) viewerProfile(ctx context.Context) (uuid.UUID, error) {
	u := web.CurrentUser(ctx)
	if u == nil {
		return uuid.Nil, nil
	}
	return h.Service.ProfileOf(ctx, u.ID)
}

func (h *Handler) serviceView(ctx context.Context, v ServiceDetail, others []Related) views.ServiceView {
	vm := views.ServiceView{
		ID: v.ID.String(), Name: v.Name, Preview: v.Preview, LogoURL: v.LogoURL(),
		Industry: industryName(ctx, v.Industry), Category: categoryName(ctx, v.Category),
		Company: views.CompanyRef{Name: v.Company.Name, Level: v.Company.Level, Stars: v.Company.Stars},
		URL:     v.URL, WebsiteHref: websiteHref(v.ID, v.URL), Socials: views.Socials{Name: v.Name, Instagram: v.InstagramURL, Facebook: v.FacebookURL, Linkedin: v.LinkedinURL},
		Description: v.Description, Explanation: v.Explanation, PriceLink: v.PriceLink, PriceListURL: v.PriceListURL(),
		AbsoluteURL: h.BaseURL + ServicePath(v.ID), MarketHref: MarketPath, Pictures: picturesOf(v.Pictures),
		Others: relatedOf(ctx, others),
	}
	if v.Company.Listed {
		vm.Company.Href = CompanyPath(v.Company.ID)
	}
	for _, tag := range v.Tags {
		vm.Tags = append(vm.Tags, views.Link{Text: tag, Href: MarketFilter{Tags: []string{tag}}.URL(MarketPath)})
	}
	switch { // what a shared link shows: the first picture, else the logo
	case len(v.Pictures) > 0:
		vm.ImageURL = h.BaseURL + v.Pictures[0].URL()
	case v.LogoKey != "":
		vm.ImageURL = h.BaseURL + v.LogoURL()
	}
	return vm
}

func picturesOf(ps []StoredPicture) []views.Picture {
	out := make([]views.Picture, len(ps))
	for i, p := range ps {
		out[i] = views.Picture{Key: p.Key, URL: upload.URL(p.Key), Width: p.Width, Height: p.Height}
	}
	return out
}

func relatedOf(ctx context.Context, list []Related) []views.ServiceItem {
	out := make([]views.ServiceItem, len(list))
	for i, r := range list {
		out[i] = serviceItem(ctx, r.ID, r.Name, r.LogoURL, r.Industry, r.Category)
	}
	return out
}

// serviceItem is what every list of services shows of one, its names translated.
func serviceItem(ctx context.Context, id uuid.UUID, name, logoURL, industry, category string) views.ServiceItem {
	return views.ServiceItem{ID: id.String(), Name: name, Href: ServicePath(id), LogoURL: logoURL,
		Industry: industryName(ctx, industry), Category: categoryName(ctx, category)}
}
