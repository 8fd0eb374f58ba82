package web

import (
	"context"
	"log/slog"
)

type loggerKey struct{}

// WithLogger stores the request's logger (it carries the request id) in ctx.
func WithLogger(ctx context.Context, l *slog.Logger) context.Context {
	return context.WithValue(ctx, loggerKey{}, l)
}

// Log returns the request's logger, or the default one outside a request.
func Log(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(loggerKey{}).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}
