package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /sustainability-profile/company: save, or show the form again with what was typed.
func (h *Handler) companySave(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := h.ownProfile(c)
	if err != nil {
		return err
	}
	if err := h.limit(c, "save", saveLimit); err != nil {
		return err
	}
	// Every problem in one pass (docs/profile.md, "The company"): a refused logo is one field's
	// problem, the others are still checked, and nothing is saved while any remains.
	f := readCompanyForm(c)
	version, _ := strconv.Atoi(c.FormValue("version"))
	if fh, err := c.FormFile("logo"); err == nil && fh.Size > 0 {
		stored, err := h.Service.SaveFile(ctx, id, u, "logo", fh)
		if e := web.AsError(err); err != nil && e.Status == fiber.StatusUnprocessableEntity {
			f.Errors.Add("logo", e.Key, e.Data) // the file's problem, under the form's name for it
		} else if err != nil {
			return err
		} else {
			f.Set("logo", stored.URL) // kept in the form from now on, whatever happens to the save
		}
	}
	patch, errs := companyPatch(version, f)
	if f.Errors.Len() > 0 || errs.Len() > 0 {
		err = h.Service.Check(ctx, id, u, patch)
	} else {
		_, err = h.Service.Save(ctx, id, u, patch)
	}
	if e := web.AsError(err); err != nil && e.Status == fiber.StatusUnprocessableEntity {
		errs.AddAll("", e.Fields)
		err = nil
	}
	if err == nil && (f.Errors.Len() > 0 || errs.Len() > 0) {
		f.Errors.AddAll("", errs.Under(companyPrefix))
		f.Errors = f.Errors.InOrder(companyFormOrder...)
		return h.renderCompany(c, fiber.StatusUnprocessableEntity, companyForm(ctx, version, f))
	}
	switch e := web.AsError(err); {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success("profile.saved").WithLink(RatingPath, "profile.saved_link"))
		return web.Redirect(c, CompanyPath)
	case e.Status == fiber.StatusConflict:
		cur, err := h.ownRecord(c, loadPage)
		if err != nil {
			return err
		}
		m := companyForm(ctx, cur.Version, f)
		m.Form.Conflict = &web.SaveConflict{ReloadHref: CompanyPath, Overwrite: true} // its version is the current one
		return h.renderCompany(c, fiber.StatusConflict, m)
	}
	return err
}
