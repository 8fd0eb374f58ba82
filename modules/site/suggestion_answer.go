package site

import (
	"errors"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/suggestions/{id}: the suggestion's status and answer; a new or changed answer
// is mailed to its sender; audited (admins). A missing suggestion is a 404; one changed
// since the page was shown (409), a bad status, a too long answer or no change (422) comes
// back with what was typed.
func (h *Handler) suggestionAnswer(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "status", "answer")
	version, err := strconv.ParseInt(c.FormValue("version"), 10, 64)
	if err != nil {
		version = -1 // matches no suggestion: refused as a page out of date
	}
	err = h.Service.Answer(ctx, web.AuditActor(ctx), id, version, AnswerInput{Status: f.Value("status"), Answer: f.Value("answer")})
	if f.Take(err) {
		return h.renderSuggestion(c, fiber.StatusUnprocessableEntity, id, f)
	}
	var e *web.Error
	if errors.As(err, &e) && e.Status == fiber.StatusConflict {
		return h.renderSuggestion(c, fiber.StatusConflict, id, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("site.suggestion.admin.saved"))
	return web.Redirect(c, AdminSuggestionPath(id))
}
