package profile

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/companies/{id}/answers?s=<section>: an admin's change of one section of a
// company's answers, with its reason (docs/profile.md, "Administration: answers"). Like the
// owner's save: a stale version shows the conflict with everything typed kept, a refused
// answer the form with its problems; files are stored first, under the company.
func (h *Handler) answersSave(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	key := SectionKeys[stepIndex(c.Query("s"))]
	if _, err := h.Service.AnswersRecord(ctx, id); err != nil {
		return err
	}
	if err := h.limit(c, "save", saveLimit); err != nil {
		return err
	}
	in, errs, err := h.readSectionForm(c, id)
	if err != nil {
		return err
	}
	reason := strings.TrimSpace(c.FormValue("reason"))
	version, _ := strconv.Atoi(c.FormValue("version"))
	raw, _ := json.Marshal(sectionJSON(in))
	patch := Patch{Version: version, Sections: map[string]json.RawMessage{key: raw}}
	CheckReason(&errs, reason)
	if errs.Len() == 0 {
		_, err = h.Service.SaveAnswers(ctx, id, u, key, patch, reason)
	} else {
		err = h.Service.Check(ctx, id, u, patch) // every problem at once
	}
	e := web.AsError(err)
	switch {
	case err == nil && errs.Len() == 0:
		h.Sessions.AddFlash(ctx, web.Success("profile.answers.saved"))
		if c.FormValue("then") == "next" && stepIndex(key) < len(SectionKeys)-1 {
			return web.Redirect(c, adminAnswersPath(id, SectionKeys[stepIndex(key)+1]))
		}
		if c.FormValue("then") == "done" {
			return web.Redirect(c, adminCompanyPath(id))
		}
		return web.Redirect(c, adminAnswersPath(id, key))
	case err != nil && e.Status == fiber.StatusConflict:
		return h.answersConflict(c, key, in, reason, errs)
	case err != nil && e.Status != fiber.StatusUnprocessableEntity:
		return err
	case err != nil:
		found := sectionErrors(key, in, e.Fields)
		for _, p := range found.Paths() {
			m, _ := found.Get(p)
			errs.Add(p, m.Key, m.Data)
		}
	}
	rec, err := h.Service.AnswersRecord(ctx, id)
	if err != nil {
		return err
	}
	rec.Version = version
	m, err := h.answersPage(c, id, rec, key, in, reason, errs)
	if err != nil {
		return err
	}
	return renderAnswers(c, fiber.StatusUnprocessableEntity, m)
}

// answersConflict shows the form as typed (the reason too) against the current version,
// with the choice between the admin's answers and the saved ones.
func (h *Handler) answersConflict(c fiber.Ctx, key string, in sectionInput, reason string, errs web.FieldErrors) error {
	id, _ := web.ParamUUID(c, "id")
	rec, err := h.Service.AnswersRecord(c.Context(), id)
	if err != nil {
		return err
	}
	m, err := h.answersPage(c, id, rec, key, in, reason, errs)
	if err != nil {
		return err
	}
	m.Wizard.Section.Form.Conflict = &web.SaveConflict{ReloadHref: adminAnswersPath(id, key), Overwrite: true}
	return renderAnswers(c, fiber.StatusConflict, m)
}
