// Package middleware holds the app-wide request pipeline: request ids and logs, security
// headers, the page shell, CSRF and the one error path.
package middleware

import (
	"log/slog"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"greenconnect/app/web"
)

// RequestLog gives each request a logger carrying its id and logs the request when done.
// Errors are logged by the error handler, which knows their meaning; this logs the outcome.
func RequestLog(log *slog.Logger) fiber.Handler {
	return func(c fiber.Ctx) error {
		start := time.Now()
		c.SetContext(web.WithRequestLogger(c.Context(), log, requestid.FromContext(c)))
		err := c.Next()
		if err != nil {
			// Let the error handler write the response before we read the status.
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				_ = c.SendStatus(fiber.StatusInternalServerError)
			}
		}
		status := c.Response().StatusCode()
		level := slog.LevelInfo
		if status >= 500 {
			level = slog.LevelError
		}
		if !log.Enabled(c.Context(), level) {
			return nil
		}
		web.Log(c.Context()).Log(c.Context(), level, "request", "method", c.Method(), "path", c.Path(),
			"status", status, "duration_ms", float64(time.Since(start).Microseconds())/1000,
			"bytes", len(c.Response().Body()))
		return nil
	}
}
