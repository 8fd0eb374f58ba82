package profile

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// GET /admin/companies/{id}/answers?s=<section>: the owner's form of one section of the
// company's answers, for an admin to change on its behalf with a reason (docs/profile.md,
// "Administration: answers"). Admins only: a moderator is refused.
func (h *Handler) answersEdit(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	rec, err := h.Service.AnswersRecord(c.Context(), id)
	if err != nil {
		return err
	}
	key := SectionKeys[stepIndex(c.Query("s"))]
	m, err := h.answersPage(c, id, rec, key, inputOf(*rec.Get(key)), "", web.FieldErrors{})
	if err != nil {
		return err
	}
	return renderAnswers(c, fiber.StatusOK, m)
}

func renderAnswers(c fiber.Ctx, status int, m views.AnswersPage) error {
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "profile.answers.title", map[string]any{"Company": m.Company}),
		Status: status, NoStore: true, Body: views.AnswersPageView(m)})
}

// answersPage is the owner's wizard page of section key, its addresses the admin's, with the
// reason as typed.
func (h *Handler) answersPage(c fiber.Ctx, id uuid.UUID, rec Record, key string, in sectionInput, reason string, errs web.FieldErrors) (views.AnswersPage, error) {
	w, err := h.wizardPage(c, rec, key, in, errs)
	if err != nil {
		return views.AnswersPage{}, err
	}
	i := stepIndex(key)
	w.Section.Action, w.Section.Reason = adminAnswersPath(id, key), true
	w.Section.Form.Set("reason", reason)
	w.Section.Form.Labels = map[string]string{"reason": web.T(c.Context(), "profile.answers.reason")}
	w.Prev, w.Next = "", ""
	if i > 0 {
		w.Prev = adminAnswersPath(id, SectionKeys[i-1])
	}
	if i < len(SectionKeys)-1 {
		w.Next = adminAnswersPath(id, SectionKeys[i+1])
	}
	for j := range w.Steps {
		w.Steps[j].Href = adminAnswersPath(id, w.Steps[j].Key)
	}
	return views.AnswersPage{Wizard: w, Company: companyLabel(c.Context(), rec.Company.CompanyName),
		BackHref: adminCompanyPath(id)}, nil
}
