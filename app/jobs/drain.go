package jobs

import (
	"context"
	"fmt"
	"time"
)

// Drain works every job that is due now and returns once none is left: for tests and
// one-off commands, where nothing runs the queue in the background. A job that fails is
// left to its retry schedule (state retryable) and does not hold Drain up. It gives up
// after 30 seconds (DrainWithin for longer).
func (q *Queue) Drain(ctx context.Context) error { return q.DrainWithin(ctx, 30*time.Second) }

// DrainWithin is Drain giving up after limit.
func (q *Queue) DrainWithin(ctx context.Context, limit time.Duration) error {
	q.mu.Lock()
	wasRunning := q.running
	q.mu.Unlock()
	if !wasRunning {
		if err := q.start(ctx, false); err != nil {
			return err
		}
		defer q.Stop(context.WithoutCancel(ctx)) //nolint:errcheck // Drain's result is about the jobs
	}
	deadline := time.Now().Add(limit)
	for {
		n, err := q.Pending(ctx)
		if err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("jobs: %d jobs still pending after %s", n, limit)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Pending counts jobs that are due or being worked.
func (q *Queue) Pending(ctx context.Context) (int, error) {
	var n int
	err := q.pool.QueryRow(ctx, `SELECT count(*) FROM river_job
		WHERE state IN ('available', 'running') AND scheduled_at <= now()`).Scan(&n)
	return n, err
}
