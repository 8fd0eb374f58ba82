package vsme

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// GET /vsme/shared/:token: the report a share link opens, for a bank or a customer without an
// account; each opening is logged for the owner.
func (h *Handler) sharedPage(c fiber.Ctx) error {
	ctx := c.Context()
	token := c.Params("token")
	r, year, until, err := h.Service.OpenShare(ctx, token, "page")
	if err != nil {
		return err
	}
	vm := views.SharedView{Year: year, Entity: r.Entity.Name, Identifier: r.Entity.Scheme + " " + r.Entity.ID,
		Period: r.Period.Start + " – " + r.Period.End, Until: until.Format("2006-01-02"),
		Sections: sections(ctx, r, nil, web.Lang(c.Context()))}
	for _, f := range exportFormats {
		vm.Downloads = append(vm.Downloads, views.Download{Href: sharedExportPath(token, f), Label: web.T(ctx, "vsme.export."+f),
			Help: web.T(ctx, "vsme.export."+f+"_help")})
	}
	c.Set("X-Robots-Tag", "noindex")
	c.Set("Referrer-Policy", "no-referrer")
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "vsme.report.title", map[string]any{"Year": year}),
		Body: views.SharedPage(vm)})
}
