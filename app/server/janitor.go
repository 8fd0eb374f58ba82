package server

import (
	"context"
	"errors"
	"time"

	"github.com/riverqueue/river"

	"greenconnect/app/web"
)

// janitorEvery is how often the janitor runs.
const janitorEvery = 10 * time.Minute

// janitorArgs deletes what has expired: sessions, stale rate-limit counters,
// old sign-in history, long-expired mail links and the blog covers no post shows. A periodic job (jobs.Periodic): it runs
// once per cluster, not once per instance.
type janitorArgs struct{}

func (janitorArgs) Kind() string { return "janitor" }

type janitorWorker struct {
	river.WorkerDefaults[janitorArgs]
	s *Server
}

func (w *janitorWorker) Work(ctx context.Context, _ *river.Job[janitorArgs]) error {
	log := web.Log(ctx)
	sessions, errSessions := w.s.Sessions.DeleteExpired(ctx)
	_, errLimits := w.s.Limiter.DeleteStale(ctx)
	_, errAccounts := w.s.Modules.Accounts.Cleanup(ctx)
	errCovers := w.s.Modules.Blog.SweepCovers(ctx)
	if sessions > 0 {
		log.Info("janitor: expired rows deleted", "sessions", sessions)
	}
	return errors.Join(errSessions, errLimits, errAccounts, errCovers)
}
