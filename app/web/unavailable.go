package web

import (
	"net/http"
	"time"
)

// Unavailable: the database cannot be reached right now; the asker should try again soon.
func Unavailable(cause error) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Code: "unavailable", Key: "error.unavailable.text",
		RetryAfter: 10 * time.Second, Cause: cause}
}
