package server

import (
	"context"
	"log/slog"
	"time"
)

// RunJanitor deletes expired CSRF tokens, stale rate-limit counters, old sign-in history and
// long-expired mail links every ten minutes
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
			if _, err := s.Modules.Accounts.Cleanup(ctx); err != nil {
				log.Warn("janitor: account history", "err", err)
			}
		}
	}
}
