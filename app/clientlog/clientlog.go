// Package clientlog takes the islands' log entries (POST /api/logging/log, docs/shell.md,
// "Client logging") and
// writes them to the server log with the request id, so browser failures are seen.
package clientlog

import (
	"encoding/json"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// Limits of an entry. The whole body is capped before it is parsed.
const (
	maxBody    = 16 << 10
	maxMessage = 2000
	maxName    = 200
	maxStack   = 8000
	maxData    = 4000
)

// rule: a page that fails in a loop must not flood the log.
var rule = ratelimit.Rule{Max: 30, Window: time.Minute}

// levels maps the islands' levels to slog's. debug is never sent by the client and refused.
var levels = map[string]slog.Level{
	"critical": slog.LevelError + 4, "error": slog.LevelError, "warning": slog.LevelWarn, "info": slog.LevelInfo,
}

type entry struct {
	Level   string          `json:"level"`
	Message string          `json:"message"`
	Error   *entryError     `json:"error,omitempty"`
	Data    json.RawMessage `json:"data,omitempty"`
}

type entryError struct {
	Name    string `json:"name"`
	Message string `json:"message"`
	Stack   string `json:"stack"`
}

// Handler serves the endpoint.
type Handler struct {
	enabled bool
	limiter *ratelimit.Limiter
	secret  string
}

// New returns the handler; when logging is off the endpoint answers 404.
func New(enabled bool, limiter *ratelimit.Limiter, secret string) *Handler {
	return &Handler{enabled: enabled, limiter: limiter, secret: secret}
}

// Routes registers the endpoint.
func (h *Handler) Routes(r fiber.Router) {
	r.Post("/api/logging/log", h.log)
}

func (h *Handler) log(c fiber.Ctx) error {
	if !h.enabled {
		return web.NotFound()
	}
	ctx := c.Context()
	if err := h.limiter.Check(ctx, "clientlog:"+ratelimit.HashClient(h.secret, c.IP()), rule); err != nil {
		return err
	}
	if len(c.Body()) > maxBody {
		return web.TooLarge("error.too_large.text", nil)
	}
	var e entry
	if err := json.Unmarshal(c.Body(), &e); err != nil {
		return web.BadRequest("error.bad_request.text").With(err)
	}
	if err := validate(e).Err(); err != nil {
		return err
	}
	attrs := []any{"source", "client", "client_message", e.Message, "user_agent", clip(c.Get(fiber.HeaderUserAgent), maxName)}
	if u := web.CurrentUser(ctx); u != nil {
		attrs = append(attrs, "user_id", u.ID.String())
	}
	if e.Error != nil {
		attrs = append(attrs, "client_error", map[string]string{"name": e.Error.Name, "message": e.Error.Message, "stack": e.Error.Stack})
	}
	if len(e.Data) > 0 {
		attrs = append(attrs, "client_data", string(e.Data))
	}
	web.Log(ctx).Log(ctx, levels[e.Level], "client log", attrs...)
	return c.SendStatus(fiber.StatusNoContent)
}

func validate(e entry) web.FieldErrors {
	var f web.FieldErrors
	if _, ok := levels[e.Level]; !ok {
		f.Add("level", "clientlog.invalid.level", nil)
	}
	if strings.TrimSpace(e.Message) == "" || utf8.RuneCountInString(e.Message) > maxMessage {
		f.Add("message", "clientlog.invalid.message", nil)
	}
	if e.Error != nil && (len(e.Error.Name) > maxName || len(e.Error.Message) > maxMessage || len(e.Error.Stack) > maxStack) {
		f.Add("error", "clientlog.invalid.error", nil)
	}
	if len(e.Data) > maxData {
		f.Add("data", "clientlog.invalid.data", nil)
	}
	return f
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
