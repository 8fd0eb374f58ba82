package site

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// GET /suggestions: the form that sends a suggestion, and the user's own with their status
// and answer (signed in).
func (h *Handler) suggestionPage(c fiber.Ctx) error {
	return h.renderSuggestions(c, fiber.StatusOK, web.NewForm())
}

// renderSuggestions shows the user's page with the form as typed (a refused suggestion
// comes back with it).
func (h *Handler) renderSuggestions(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	own, err := h.Service.Own(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	f.Labels = map[string]string{"subject": web.T(ctx, "site.suggestion.subject"), "text": web.T(ctx, "site.suggestion.text")}
	v := views.SuggestionsView{Form: f, Action: SuggestionsPath, MaxSubject: MaxSubject, MaxText: MaxText}
	for _, s := range own {
		v.Own = append(v.Own, suggestionItem(ctx, s))
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.suggestion.title"), Status: status, NavID: "suggestions",
		Body: views.Suggestions(v)})
}

// suggestionItem is a suggestion as its pages show it, dates and status in the reader's
// language.
func suggestionItem(ctx context.Context, s Suggestion) views.SuggestionItem {
	loc := web.ShellFrom(ctx).Loc
	it := views.SuggestionItem{Subject: s.Subject, Text: s.Text, Sent: loc.Date(s.CreatedAt), StatusKey: s.Status,
		Status: web.T(ctx, "site.suggestion.status."+s.Status), Answer: s.Answer}
	if s.AnsweredAt != nil {
		it.Answered = loc.Date(*s.AnsweredAt)
	}
	return it
}
