package account

import (
	"context"
	"errors"
	"math"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// Rate limits, counted in Postgres so they hold across app instances. Password sign-ins
// count failures only: per address here, against one machine trying many accounts, and per
// account with growing delays (throttle.go) against many machines trying one
// (docs/account-security.md#limits).
var (
	limitSignInIP    = ratelimit.Rule{Max: 30, Window: 15 * time.Minute} // failed password sign-ins
	limitCodeAccount = ratelimit.Rule{Max: 5, Window: 5 * time.Minute}   // wrong second-factor codes
	limitSignUpIP    = ratelimit.Rule{Max: 10, Window: time.Hour}
	limitMailIP      = ratelimit.Rule{Max: 10, Window: time.Hour} // reset and verification mail
	limitMailAccount = ratelimit.Rule{Max: 3, Window: time.Hour}
	limitOIDCIP      = ratelimit.Rule{Max: 30, Window: 15 * time.Minute}
	limitSettings    = ratelimit.Rule{Max: 20, Window: 15 * time.Minute} // password checks in settings
	limitActivity    = ratelimit.Rule{Max: 1, Window: 10 * time.Minute}  // API sign-in reports recorded
)

// check applies each rule to its key; the first exceeded answers the typed 429.
func (h *Handler) check(ctx context.Context, rules ...keyedRule) error {
	for _, r := range rules {
		if err := h.Limiter.Check(ctx, r.key, r.rule); err != nil {
			return err
		}
	}
	return nil
}

type keyedRule struct {
	key  string
	rule ratelimit.Rule
}

// perIP and perAccount key a rule; neither the address nor the email is stored as such.
func (h *Handler) perIP(action, ip string, r ratelimit.Rule) keyedRule {
	return keyedRule{h.Service.ipKey(action, ip), r}
}

func (h *Handler) perAccount(action, email string, r ratelimit.Rule) keyedRule {
	return keyedRule{h.Service.accountKey(action, email), r}
}

// limited turns a 429 into the form's own message (and a Retry-After header), so the page
// keeps what was typed; any other error is returned as it is.
func limited(c fiber.Ctx, f *web.Form, err error) (bool, error) {
	var we *web.Error
	if errors.As(err, &we) && we.Status == fiber.StatusTooManyRequests {
		c.Set(fiber.HeaderRetryAfter, strconv.Itoa(int(math.Ceil(we.RetryAfter.Seconds()))))
		f.Fail("error.rate_limited.text", map[string]any{"Wait": web.WaitText(c.Context(), we.RetryAfter)})
		return true, nil
	}
	return false, err
}

// refused is the status of a form shown again: 429 when a limit refused it (limited set
// Retry-After), else 422.
func refused(c fiber.Ctx) int {
	if len(c.Response().Header.Peek(fiber.HeaderRetryAfter)) > 0 {
		return fiber.StatusTooManyRequests
	}
	return fiber.StatusUnprocessableEntity
}
