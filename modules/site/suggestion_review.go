package site

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// GET /admin/suggestions/{id}: one suggestion, who sent it, and the form that sets its
// status and answer (admins).
func (h *Handler) suggestionReview(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.renderSuggestion(c, fiber.StatusOK, id, web.NewForm())
}

// renderSuggestion shows the suggestion's admin page; f is the form as typed (a refused
// answer comes back with it), else it is filled with the saved status and answer. With 409
// it says the suggestion changed since the form was shown, and shows it as it is now.
func (h *Handler) renderSuggestion(c fiber.Ctx, status int, id uuid.UUID, f web.Form) error {
	ctx := c.Context()
	s, err := h.Service.AdminSuggestion(ctx, id)
	if err != nil {
		return err
	}
	f.Default("status", s.Status)
	f.Default("answer", s.Answer)
	if status == fiber.StatusConflict { // the form now carries the current version: saving again replaces theirs
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: "site.suggestion.admin.changed"}, ReloadHref: AdminSuggestionPath(id), Overwrite: true}
	}
	f.Labels = map[string]string{"status": web.T(ctx, "site.suggestion.admin.col.status"), "answer": web.T(ctx, "site.suggestion.admin.answer")}
	v := views.SuggestionAdminView{BackHref: AdminSuggestionsPath, Item: suggestionItem(ctx, s.Suggestion), From: s.Email,
		AnsweredBy: s.AnsweredBy, Form: f, Action: AdminSuggestionPath(id), Version: s.Version, Statuses: statusOptions(ctx),
		MaxAnswer: MaxAnswer}
	return templates.Render(c, templates.Page{NoStore: true, Title: s.Subject,
		Status: status, NavID: "admin-suggestions",
		Body: views.SuggestionAdmin(v)})
}
