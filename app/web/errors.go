package web

import (
	"errors"
	"fmt"
	"net/http"
	"time"
)

// Error is an error with a meaning for the person asking: a status, a stable code for API
// clients and a message id translated when the answer is rendered. The cause, if any, is
// logged and never shown.
type Error struct {
	Status     int
	Code       string
	Key        string         // message id
	Data       map[string]any // template data of the message
	Fields     FieldErrors    // for validation: what is wrong, by field path
	RetryAfter time.Duration  // for 429
	Cause      error
}

func (e *Error) Error() string {
	if e.Cause != nil {
		return fmt.Sprintf("%s (%d): %v", e.Code, e.Status, e.Cause)
	}
	return fmt.Sprintf("%s (%d)", e.Code, e.Status)
}

func (e *Error) Unwrap() error { return e.Cause }

// With returns a copy carrying the cause, for the log.
func (e *Error) With(cause error) *Error {
	c := *e
	c.Cause = cause
	return &c
}

// NotFound: the thing does not exist, or the asker may not know it exists.
func NotFound() *Error {
	return &Error{Status: http.StatusNotFound, Code: "not_found", Key: "error.not_found.text"}
}

// Unauthorized: signing in is needed.
func Unauthorized() *Error {
	return &Error{Status: http.StatusUnauthorized, Code: "unauthorized", Key: "error.unauthorized.text"}
}

// Forbidden: signed in, but not allowed.
func Forbidden() *Error {
	return &Error{Status: http.StatusForbidden, Code: "forbidden", Key: "error.forbidden.text"}
}

// BadRequest: the request itself is malformed (not a form the user filled in).
func BadRequest(key string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "bad_request", Key: key}
}

// Conflict: the thing changed since the asker read it.
func Conflict(key string) *Error {
	return &Error{Status: http.StatusConflict, Code: "conflict", Key: key}
}

// Invalid: input failed validation; fields says what is wrong with each bad field.
func Invalid(fields FieldErrors) *Error {
	return &Error{Status: http.StatusUnprocessableEntity, Code: "validation", Key: "error.validation.text", Fields: fields}
}

// InvalidField: one field failed validation.
func InvalidField(path, key string, data map[string]any) *Error {
	var fields FieldErrors
	fields.Add(path, key, data)
	return Invalid(fields)
}

// TooMany: a rate limit was hit; retry is when the limit resets.
func TooMany(retry time.Duration) *Error {
	return &Error{Status: http.StatusTooManyRequests, Code: "rate_limited", Key: "error.rate_limited.text", RetryAfter: retry}
}

// TooLarge: the body is over the limit (the message says the limit).
func TooLarge(key string, data map[string]any) *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Code: "too_large", Key: key, Data: data}
}

// AsError turns any error into an *Error: typed ones as they are, the rest as a 500 that
// keeps the cause for the log.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Status: http.StatusInternalServerError, Code: "internal", Key: "error.internal.text", Cause: err}
}
