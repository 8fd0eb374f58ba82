package vsme

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// GET /my/vsme: the company's VSME years and the import form.
func (h *Handler) homePage(c fiber.Ctx) error {
	return h.renderHome(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderHome(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	years, err := h.Service.Years(ctx, profileID)
	if err != nil {
		return err
	}
	vm := views.HomeView{Form: f, UploadAction: importPath, MaxMB: MaxUpload >> 20}
	for _, y := range years {
		vm.Years = append(vm.Years, views.YearLink{Year: y.Year, Href: ReportPath(y.Year),
			Source: web.T(ctx, "vsme.source."+y.Source), Updated: y.UpdatedAt.Format("2006-01-02")})
	}
	for y := h.Service.now().Year(); y >= h.Service.now().Year()-1; y-- {
		vm.Enter = append(vm.Enter, views.YearLink{Year: y, Href: EntryPath(y, Disclosures[0])})
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "vsme.home.title"), Body: views.HomePage(vm), Status: status, NavID: "vsme"})
}
