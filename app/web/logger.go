package web

import (
	"context"
	"log/slog"
	"sync"
)

type loggerKey struct{}

// requestLogger is a request's logger, made the first time something logs: most requests
// log nothing but their access line (and none at all under LOG_LEVEL=warn), and building a
// logger with the request id is a good share of a cached page's cost.
type requestLogger struct {
	base *slog.Logger
	id   string
	once sync.Once
	l    *slog.Logger
}

func (r *requestLogger) get() *slog.Logger {
	r.once.Do(func() { r.l = r.base.With("request_id", r.id) })
	return r.l
}

// WithLogger stores the request's logger (it carries the request id) in ctx.
func WithLogger(ctx context.Context, l *slog.Logger) context.Context {
	r := &requestLogger{l: l}
	r.once.Do(func() {})
	return context.WithValue(ctx, loggerKey{}, r)
}

// WithRequestLogger stores in ctx a logger that carries the request id, made when first
// used.
func WithRequestLogger(ctx context.Context, base *slog.Logger, requestID string) context.Context {
	return context.WithValue(ctx, loggerKey{}, &requestLogger{base: base, id: requestID})
}

// Log returns the request's logger, or the default one outside a request.
func Log(ctx context.Context) *slog.Logger {
	if r, ok := ctx.Value(loggerKey{}).(*requestLogger); ok {
		return r.get()
	}
	return slog.Default()
}
