package directory

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /companies/{id}/badge: what the company's badge means and whether it is current. A
// profile that was never approved is as unknown here as a missing one.
func (h *Handler) badgeCheck(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	co, err := h.Service.company(ctx, id)
	if err != nil {
		return err
	}
	if co.NeverApproved() {
		return web.NotFound()
	}
	pagecache.Public(c, profile.PageTag(id))
	vm := views.CheckView{
		CompanyName: co.Name, DirectoryHref: DirectoryPath, MethodHref: rating.MethodPath, BadgeURL: BadgeImagePath(id, web.Lang(ctx)),
		Level: co.Level, Stars: co.Stars, Total: co.Total, Active: co.Active, Listed: co.Listed, VerifiedAt: co.VerifiedAt,
	}
	if co.Listed {
		vm.CompanyHref = CompanyPath(id)
		if e := co.Evidence; e.Answers > 0 {
			vm.Evidence = web.T(ctx, "directory.check.evidence", map[string]any{"Backed": e.Backed, "Answers": e.Answers, "Verified": e.Verified})
		}
		if !co.ValidatedAt.IsZero() {
			vm.ValidatedOn = web.ShellFrom(ctx).Loc.Date(co.ValidatedAt)
		}
		vm.VerifiedItems = co.VerifiedItems
		if !co.ItemsVerifiedAt.IsZero() {
			vm.ItemsOn = web.ShellFrom(ctx).Loc.Date(co.ItemsVerifiedAt)
		}
	}
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "directory.check.title"), Body: views.CheckBadge(vm), NavID: "directory",
		Description: web.T(ctx, "directory.check.lead", map[string]any{"Company": co.Name}),
	})
}
