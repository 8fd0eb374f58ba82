package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/companies: a draft profile for the company typed, owned by the account of the
// email typed (made and invited when there is none); a refused form comes back with what
// was typed (422), an account that got a company of its own meanwhile the conflict banner
// (409), a success opens the company's page.
func (h *Handler) companyAdd(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, newCompanyFields...)
	id, err := h.Service.AddCompany(ctx, web.AuditActor(ctx), NewCompany{Name: f.Value("companyName"),
		Email: f.Value("email"), Country: f.Value("country"), Industry: f.Value("industry"), Lang: f.Value("lang")})
	switch e := web.AsError(err); {
	case f.Take(err):
		return h.renderCompanyNew(c, e.Status, f)
	case err != nil && e.Status == fiber.StatusConflict: // the account got a company meanwhile: the conflict banner, the form kept
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: e.Key, Data: e.Data}, ReloadHref: AdminCompaniesPath}
		return h.renderCompanyNew(c, e.Status, f)
	case err != nil:
		return err
	}
	h.Sessions.AddFlash(ctx, web.Flash{Key: "profile.companies.added", Severity: "success",
		Data: map[string]any{"Email": f.Value("email")}})
	return web.Redirect(c, adminCompanyPath(id))
}
