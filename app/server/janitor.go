package server

import (
	"context"
	"log/slog"
	"time"
)

// RunJanitor deletes expired CSRF tokens and stale rate-limit counters every ten minutes
// until ctx ends. Safe on every instance at once: the deletes are idempotent.
func (s *Server) RunJanitor(ctx context.Context, log *slog.Logger) {
	tick := time.NewTicker(10 * time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			if n, err := s.KV.DeleteExpired(ctx); err != nil {
				log.Warn("janitor: kv", "err", err)
			} else if n > 0 {
				log.Info("janitor: expired kv keys deleted", "count", n)
			}
			if _, err := s.Limiter.DeleteStale(ctx); err != nil {
				log.Warn("janitor: rate limits", "err", err)
			}
		}
	}
}
