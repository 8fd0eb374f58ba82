package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/companies/{id}/transfer: the company moves to the account of the email typed,
// as of the version the page showed; a refused address comes back with what was typed (422),
// a company changed since with the page as it is now (409).
func (h *Handler) companyTransfer(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "email")
	version, err := strconv.ParseInt(c.FormValue("version"), 10, 64)
	if err != nil {
		version = -1 // matches no company: a form without its version is out of date
	}
	err = h.Service.TransferCompany(ctx, web.AuditActor(ctx), id, version, f.Value("email"))
	switch e := web.AsError(err); {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Flash{Key: "profile.companies.transferred", Severity: "success",
			Data: map[string]any{"Email": f.Value("email")}})
		return web.Redirect(c, adminCompanyPath(id))
	case f.Take(err):
		return h.renderCompanyAdmin(c, e.Status, f, "")
	case e.Status == fiber.StatusConflict:
		return h.renderCompanyAdmin(c, e.Status, f, e.Key)
	}
	return err
}
