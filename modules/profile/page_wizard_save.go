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
func (h *Handler) wizardSave(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	key := SectionKeys[stepIndex(c.Query("s"))]
	id, err := h.svc.ProfileIDForUser(ctx, u.ID)
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
	if len(fileErrs) > 0 {
		rec, err := h.svc.OwnRecord(ctx, u.ID)
		if err != nil {
			return err
		}
		rec.Version = version
		return h.renderWizard(c, fiber.StatusUnprocessableEntity, rec, key, in, web.Invalid(web.FieldErrors{}), fileErrs)
	}
	raw, _ := json.Marshal(sectionJSON(in))
	_, err = h.svc.Save(ctx, id, u, Patch{Version: version, Sections: map[string]json.RawMessage{key: raw}})
	e := web.AsError(err)
	switch {
	case err == nil:
		return h.afterSectionSave(c, key)
	case e.Status == fiber.StatusConflict || e.Status == fiber.StatusUnprocessableEntity:
		rec, err := h.svc.OwnRecord(ctx, u.ID)
		if err != nil {
			return err
		}
		if e.Status == fiber.StatusConflict {
			return h.renderConflict(c, rec, key, in)
		}
		rec.Version = version
		return h.renderWizard(c, fiber.StatusUnprocessableEntity, rec, key, in, e, nil)
	}
	return err
}

// renderConflict shows the form as typed, with the current version and the choice.
func (h *Handler) renderConflict(c fiber.Ctx, rec Record, key string, in sectionInput) error {
	m := wizardModel(c.Context(), rec, key, in, nil, nil)
	m.Section.Conflict.Show, m.Section.Conflict.ReloadHref = true, wizardStep(key)
	return h.renderWizardModel(c, fiber.StatusConflict, m)
}

// afterSectionSave goes on as the button said: stay, the next section, or the rating.
func (h *Handler) afterSectionSave(c fiber.Ctx, key string) error {
	h.sessions.AddFlash(c.Context(), web.Success("profile.saved").WithLink(RatingPath, "profile.saved_link"))
	i := stepIndex(key)
	switch c.FormValue("then") {
	case "next":
		if i < len(SectionKeys)-1 {
			return web.Redirect(c, wizardStep(SectionKeys[i+1]))
		}
	case "done":
		return web.Redirect(c, RatingPath)
	}
	return web.Redirect(c, wizardStep(key))
}

// readSectionForm reads the section's form, storing any new files. A refused file becomes
// a problem of its item's field.
func (h *Handler) readSectionForm(c fiber.Ctx, id uuid.UUID) (sectionInput, map[int]map[string]string, error) {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	in := sectionInput{Status: c.FormValue("status"), PlannedFor: strings.TrimSpace(c.FormValue("plannedFor")),
		Visibility: c.FormValue("visibility"), Accreditation: c.FormValue("accreditation")}
	if form, err := c.MultipartForm(); err == nil {
		for _, raw := range form.Value["sdgs"] {
			if n, err := strconv.Atoi(raw); err == nil {
				in.SDGs = append(in.SDGs, n)
			}
		}
	}
	n, _ := strconv.Atoi(c.FormValue("items"))
	n = min(max(n, 0), maxDetails)
	problems := map[int]map[string]string{}
	for i := range n {
		p := "d" + strconv.Itoa(i) + "."
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
			input, kind, field string
			dst                *string
		}{{p + "attachmentFile", "attachment", "attachment", &d.Attachment}, {p + "priceListUpload", "pricelist", "priceListFile", &d.PriceListFile}} {
			fh, err := c.FormFile(up.input)
			if err != nil || fh.Size == 0 {
				continue
			}
			f, err := h.svc.SaveFile(ctx, id, u, up.kind, fh)
			if e := web.AsError(err); err != nil && e.Status == fiber.StatusUnprocessableEntity {
				if problems[i] == nil {
					problems[i] = map[string]string{}
				}
				problems[i][up.field] = web.T(ctx, e.Key, e.Data)
				continue
			} else if err != nil {
				return in, nil, err
			}
			*up.dst = f.URL
		}
		in.Items = append(in.Items, d)
	}
	return in, problems, nil
}

// sectionJSON is the section patch of a form: blank items dropped, the accreditation type
// and the goals on the first item (seed §3).
func sectionJSON(in sectionInput) map[string]any {
	details := []Detail{}
	for _, d := range in.Items {
		if !d.isEmpty() {
			details = append(details, d)
		}
	}
	if in.Accreditation != "" || len(in.SDGs) > 0 {
		if len(details) == 0 {
			details = append(details, Detail{})
		}
		details[0].Accreditation, details[0].SDGs = in.Accreditation, in.SDGs
	}
	return map[string]any{"status": in.Status, "plannedFor": in.PlannedFor, "visibility": in.Visibility, "details": details}
}
