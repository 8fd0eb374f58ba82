package middleware

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/templates"
)

// apiError is the JSON error shape of the API (docs/shell.md, "Islands' API client").
type apiError struct {
	Error apiErrorBody `json:"error"`
}

type apiErrorBody struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// ErrorHandler is the one error path: every handler returns its error and this maps it to a
// status, logs it (5xx as error with the cause, 4xx as warn) and answers in the form the
// asker needs: JSON under /api and at the addresses Shell.Machines names, a snackbar
// trigger for htmx, a themed page otherwise.
func ErrorHandler(shell *Shell) fiber.ErrorHandler {
	return func(c fiber.Ctx, err error) error {
		e := classify(err)
		if web.ShellFrom(c.Context()).Loc == nil {
			c.SetContext(web.WithShell(c.Context(), shell.Build(c)))
		}
		ctx := c.Context()
		log := web.Log(ctx)
		if e.Status >= 500 {
			log.Error("request failed", "path", c.Path(), "code", e.Code, "err", err)
		} else {
			log.Warn("request refused", "path", c.Path(), "status", e.Status, "code", e.Code, "cause", errString(e.Cause))
		}
		data := e.Data
		if e.Status == fiber.StatusTooManyRequests {
			secs := int(math.Ceil(e.RetryAfter.Seconds()))
			c.Set(fiber.HeaderRetryAfter, strconv.Itoa(secs))
			data = map[string]any{"Wait": web.WaitText(ctx, e.RetryAfter)}
		}
		if e.Status == fiber.StatusServiceUnavailable {
			c.Set(fiber.HeaderRetryAfter, strconv.Itoa(int(e.RetryAfter.Seconds())))
		}
		key := e.Key
		if e.Status == fiber.StatusForbidden && e.Code == "forbidden" && isAdmin(c) {
			// A signed-in company opening a staff page: say it is for staff; a moderator opening
			// an admins' page: say it is for admins (docs/shell.md, "Errors").
			key = "error.staff_only.text"
			if u := web.CurrentUser(ctx); u != nil && len(u.Roles) > 0 {
				key = "error.admins_only.text"
			}
		}
		if e.Status >= 500 && isAdmin(c) {
			// An admin operation that fails says so in the admin's words, with the request id
			// that finds it in the log (docs/shell.md, "Errors").
			key = "error.admin_failed.text"
			data = map[string]any{"RequestID": web.ShellFrom(ctx).RequestID}
		}
		message := web.T(ctx, key, data)
		// A response half-written by the handler must not leak into the error answer.
		c.Response().ResetBody()
		c.Response().Header.Del("HX-Trigger")

		if isAPI(c) || (shell.Machines != nil && shell.Machines(c.Path())) {
			return c.Status(e.Status).JSON(apiError{Error: apiErrorBody{Code: e.Code, Message: message, Fields: e.Fields.Texts(ctx)}})
		}
		if web.IsHTMX(c) {
			// htmx does not swap error answers: tell the page to show a snackbar instead.
			web.AddTrigger(c, "gc:snackbar", web.SnackbarEvent{Message: message, Severity: "error"})
			c.Set("HX-Reswap", "none")
			c.Status(e.Status)
			c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
			return templates.ErrorFragment(message).Render(ctx, c.Response().BodyWriter())
		}
		return templates.Render(c, templates.Page{
			Title:  web.T(ctx, titleKey(e.Status)),
			Status: e.Status,
			Body:   templates.ErrorPage(e.Status, web.T(ctx, titleKey(e.Status)), message),
		})
	}
}

// classify maps fiber's own errors (unknown route, wrong method, body too large) to ours.
func classify(err error) *web.Error {
	if db.IsUnavailable(err) {
		return web.Unavailable(err)
	}
	var fe *fiber.Error
	if errors.As(err, &fe) {
		switch fe.Code {
		case fiber.StatusNotFound:
			return web.NotFound()
		case fiber.StatusMethodNotAllowed:
			return &web.Error{Status: fe.Code, Code: "method_not_allowed", Key: "error.method.text"}
		case fiber.StatusRequestEntityTooLarge:
			return web.TooLarge("error.too_large.text", nil)
		case fiber.StatusForbidden:
			return web.Forbidden().With(err)
		case fiber.StatusUnauthorized:
			return web.Unauthorized()
		case fiber.StatusTooManyRequests:
			return web.TooMany(time.Minute)
		}
		if fe.Code >= 400 && fe.Code < 500 {
			return &web.Error{Status: fe.Code, Code: "bad_request", Key: "error.bad_request.text", Cause: err}
		}
	}
	return web.AsError(err)
}

// isAdmin: the admin area, whose every address starts with /admin (docs/conventions.md).
func isAdmin(c fiber.Ctx) bool {
	p := c.Path()
	return p == "/admin" || strings.HasPrefix(p, "/admin/")
}

func isAPI(c fiber.Ctx) bool {
	p := c.Path()
	return p == "/api" || strings.HasPrefix(p, "/api/")
}

// titleKey is the page title for a status; the message says the specifics.
func titleKey(status int) string {
	switch status {
	case 401:
		return "error.unauthorized.title"
	case 403:
		return "error.forbidden.title"
	case 404:
		return "error.not_found.title"
	case 405:
		return "error.method.title"
	case 409:
		return "error.conflict.title"
	case 413:
		return "error.too_large.title"
	case 422:
		return "error.validation.title"
	case 429:
		return "error.rate_limited.title"
	case 503:
		return "error.unavailable.title"
	}
	if status >= 500 {
		return "error.internal.title"
	}
	return "error.bad_request.title"
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
