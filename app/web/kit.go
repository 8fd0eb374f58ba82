package web

import (
	"context"
	"errors"
	"net/http"
	"unicode/utf8"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
)

// The small things every handler needs, written once (docs/conventions.md, "The kit").

// ParamUUID is the route parameter name as a UUID; an address whose id is not one is a page
// that does not exist (404), never a 400 or a 500.
func ParamUUID(c fiber.Ctx, name string) (uuid.UUID, error) {
	id, err := uuid.Parse(c.Params(name))
	if err != nil {
		return uuid.Nil, NotFound()
	}
	return id, nil
}

// Lang is the request's language ("en", "fr", "ro", "zh"); "en" when the request has none
// (a job, a test without a shell).
func Lang(ctx context.Context) string {
	if loc := ShellFrom(ctx).Loc; loc != nil && loc.Lang != "" {
		return loc.Lang
	}
	return "en"
}

// IsNotFound reports whether err is (or wraps) a 404 Error.
func IsNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusNotFound
}

// Required records "Please fill in this field." for an empty value. Values are trimmed by
// the caller (what is stored is what is checked).
func Required(errs *FieldErrors, field, v string) {
	if v == "" {
		errs.Add(field, "form.error.required", nil)
	}
}

// MaxLen records "Please use at most {{.Max}} characters." for a value of more than max characters
// (runes, not bytes: "é" and "中" count one).
func MaxLen(errs *FieldErrors, field, v string, max int) {
	if utf8.RuneCountInString(v) > max {
		errs.Add(field, "form.error.too_long", map[string]any{"Max": max})
	}
}

// Strings are typed keys (billing.PlanKey, rating.Level...) as plain strings: a ListSpec's
// filter values, a select's options.
func Strings[T ~string](keys []T) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = string(k)
	}
	return out
}
