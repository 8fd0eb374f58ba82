package directory

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"

	"greenconnect/app/web"
)

// syncArgs copies one company's listing into the directory (QueueSync).
type syncArgs struct {
	ProfileID uuid.UUID `json:"profile_id"`
}

func (syncArgs) Kind() string { return "directory_sync_company" }

type syncWorker struct {
	river.WorkerDefaults[syncArgs]
	svc *Service
}

func (w *syncWorker) Work(ctx context.Context, job *river.Job[syncArgs]) error {
	return w.svc.sync(ctx, job.Args.ProfileID)
}

// RefreshArgs copies every company's listing into the directory again, then deletes the
// uploads no service uses. The wiring makes it periodic (every RefreshEvery) and inserts
// one when the points table changes.
type RefreshArgs struct{}

// Kind names the job.
func (RefreshArgs) Kind() string { return "directory_refresh" }

type refreshWorker struct {
	river.WorkerDefaults[RefreshArgs]
	svc *Service
}

func (w *refreshWorker) Work(ctx context.Context, _ *river.Job[RefreshArgs]) error {
	start := time.Now()
	n, err := w.svc.RefreshAll(ctx)
	if err != nil {
		return err
	}
	web.Log(ctx).Info("directory: companies refreshed", "changed", n, "took", time.Since(start).Round(time.Millisecond))
	return w.svc.sweepFiles(ctx)
}

// Timeout lets a refresh of many companies run longer than the queue's default minute.
func (w *refreshWorker) Timeout(*river.Job[RefreshArgs]) time.Duration { return 30 * time.Minute }
