package profile

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// POST /sustainability-profile/wizard?s=<section>: save one section (the page without
// JavaScript). Files are stored first, so a refused save keeps them for the next try.
func (h *Handler) sectionSave(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	key := SectionKeys[stepIndex(c.Query("s"))]
	id, err := h.ownProfile(c)
	if err != nil {
		return err
	}
	if err := h.limit(c, "save", saveLimit); err != nil {
		return err
	}
	in, fileErrs, err := h.readSectionForm(c, id)
	if err != nil {
		return err
	}
	version, _ := strconv.Atoi(c.FormValue("version"))
	errs := fileErrs
	if errs.Len() == 0 {
		raw, _ := json.Marshal(sectionJSON(in))
		rec, err := h.Service.Save(ctx, id, u, Patch{Version: version, Sections: map[string]json.RawMessage{key: raw}})
		e := web.AsError(err)
		switch {
		case err == nil:
			return h.afterSectionSave(c, key, rec.DescribedGoal())
		case e.Status == fiber.StatusConflict:
			return h.sectionConflict(c, key, in)
		case e.Status != fiber.StatusUnprocessableEntity:
			return err
		}
		errs = sectionErrors(key, in, e.Fields)
	}
	rec, err := h.ownRecord(c, loadPage)
	if err != nil {
		return err
	}
	rec.Version = version
	m, err := h.wizardPage(c, rec, key, in, errs)
	if err != nil {
		return err
	}
	return h.renderWizard(c, fiber.StatusUnprocessableEntity, m)
}

// sectionConflict shows the form as typed, with the current version and the choice.
func (h *Handler) sectionConflict(c fiber.Ctx, key string, in sectionInput) error {
	rec, err := h.ownRecord(c, loadPage)
	if err != nil {
		return err
	}
	m, err := h.wizardPage(c, rec, key, in, web.FieldErrors{})
	if err != nil {
		return err
	}
	m.Section.Form.Conflict = &web.SaveConflict{ReloadHref: sectionPath(key), Overwrite: true}
	return h.renderWizard(c, fiber.StatusConflict, m)
}

// afterSectionSave goes on as the button said: stay, the next section, or the rating. A save
// that gave a goal or a principle its description says so.
func (h *Handler) afterSectionSave(c fiber.Ctx, key string, described bool) error {
	msg := "profile.saved"
	if described {
		msg = "profile.goals.added"
	}
	h.Sessions.AddFlash(c.Context(), web.Success(msg).WithLink(RatingPath, "profile.saved_link"))
	i := stepIndex(key)
	switch c.FormValue("then") {
	case "next":
		if i < len(SectionKeys)-1 {
			return web.Redirect(c, sectionPath(SectionKeys[i+1]))
		}
	case "done":
		return web.Redirect(c, RatingPath)
	}
	return web.Redirect(c, sectionPath(key))
}

// readSectionForm reads the section's form, storing any new files. A refused file is a
// problem of its input.
func (h *Handler) readSectionForm(c fiber.Ctx, id uuid.UUID) (sectionInput, web.FieldErrors, error) {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	in := sectionInput{Status: c.FormValue("status"), PlannedFor: strings.TrimSpace(c.FormValue("plannedFor")),
		Visibility: c.FormValue("visibility"), Accreditation: c.FormValue("accreditation")}
	in.Goals, in.Principles = readPicks(c)
	n, _ := strconv.Atoi(c.FormValue("items"))
	n = min(max(n, 0), maxDetails)
	var errs web.FieldErrors
	for i := range n {
		p := itemPrefix(i)
		d := Detail{Link: c.FormValue(p + "link"), Weblink: c.FormValue(p + "weblink"),
			Description: c.FormValue(p + "description"), PriceLink: c.FormValue(p + "priceLink"),
			GreenCategory: c.FormValue(p + "greenCategory"), Attachment: c.FormValue(p + "attachment"),
			PriceListFile: c.FormValue(p + "priceListFile")}
		if c.FormValue(p+"attachmentRemove") == "1" {
			d.Attachment = ""
		}
		if c.FormValue(p+"priceListFileRemove") == "1" {
			d.PriceListFile = ""
		}
		for _, up := range []struct {
			input, kind string
			dst         *string
		}{{p + attachmentInput, "attachment", &d.Attachment}, {p + priceListInput, "pricelist", &d.PriceListFile}} {
			fh, err := c.FormFile(up.input)
			if err != nil || fh.Size == 0 {
				continue
			}
			f, err := h.Service.SaveFile(ctx, id, u, up.kind, fh)
			if e := web.AsError(err); err != nil && e.Status == fiber.StatusUnprocessableEntity {
				errs.Add(up.input, e.Key, e.Data)
				continue
			} else if err != nil {
				return in, errs, err
			}
			*up.dst = f.URL
		}
		in.Items = append(in.Items, d)
	}
	return in, errs, nil
}
