package site

import (
	"errors"
	"math"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// How many suggestions one account may send (docs/shell.md, "Suggestions"): 5 an hour and
// 20 a day.
var suggestionLimits = []struct {
	name string
	rule ratelimit.Rule
}{
	{"hour", ratelimit.Rule{Max: 5, Window: time.Hour}},
	{"day", ratelimit.Rule{Max: 20, Window: 24 * time.Hour}},
}

// POST /suggestions: a signed-in user sends a suggestion. A refused one comes back with what
// was typed (422), as does one over the account's limit (429, saying when to try again).
func (h *Handler) suggestionSend(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	f := web.FormFrom(c, "subject", "text")
	in := SuggestionInput{Subject: f.Value("subject"), Text: f.Value("text")}
	if f.Take(in.Check()) {
		return h.renderSuggestions(c, fiber.StatusUnprocessableEntity, f)
	}
	for _, l := range suggestionLimits {
		if err := h.Limiter.Check(ctx, "site.suggestion."+l.name+":"+u.ID.String(), l.rule); err != nil {
			var e *web.Error
			if !errors.As(err, &e) || e.Status != fiber.StatusTooManyRequests {
				return err
			}
			c.Set(fiber.HeaderRetryAfter, strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
			f.Fail(e.Key, map[string]any{"Wait": web.WaitText(ctx, e.RetryAfter)})
			return h.renderSuggestions(c, fiber.StatusTooManyRequests, f)
		}
	}
	if _, err := h.Service.Send(ctx, u.ID, in); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("site.suggestion.sent_done"))
	return web.Redirect(c, SuggestionsPath)
}
