package jobs_test

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/jobs"
)

// A restart inside a periodic job's interval inserts no second run: instances restarted
// one after another never stack runs of a long job (the directory's refresh).
func TestARestartInsideTheIntervalInsertsNoSecondRun(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	count := func(kind string) int {
		var n int
		require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = $1`, kind).Scan(&n))
		return n
	}

	first := jobs.New(pool, jobs.Options{PollInterval: 50 * time.Millisecond})
	jobs.Register(first, tickWorker{})
	jobs.Periodic(first, 24*time.Hour, tickArgs{})
	require.NoError(t, first.Start(ctx))
	require.Eventually(t, func() bool { return count("test_tick") == 1 }, 30*time.Second, 20*time.Millisecond)
	require.NoError(t, first.Stop(ctx))

	// The second instance's start inserts its periodic jobs' first runs in one batch: the
	// greeting's run shows that it tried the tick's too.
	second := jobs.New(pool, jobs.Options{PollInterval: 50 * time.Millisecond})
	jobs.Register(second, tickWorker{})
	jobs.Register(second, &greetWorker{names: make(chan string, 1)})
	jobs.Periodic(second, 24*time.Hour, greetArgs{})
	jobs.Periodic(second, 24*time.Hour, tickArgs{})
	require.NoError(t, second.Start(ctx))
	t.Cleanup(func() { _ = second.Stop(context.Background()) })
	require.Eventually(t, func() bool { return count("test_greet") == 1 }, 30*time.Second, 20*time.Millisecond)
	require.Equal(t, 1, count("test_tick"), "the restart inserted a second run in the same interval")
}

type slowArgs struct{}

func (slowArgs) Kind() string { return "test_slow" }

type slowWorker struct {
	river.WorkerDefaults[slowArgs]
	started chan struct{}
}

func (w slowWorker) Work(ctx context.Context, _ *river.Job[slowArgs]) error {
	close(w.started)
	<-ctx.Done()
	return ctx.Err()
}

// Stop waits StopWait for a running job, then cancels it: the job records its failure and
// is run again, instead of staying "running" after the process is gone.
func TestStopCancelsAJobThatOutlastsStopWait(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	q := jobs.New(pool, jobs.Options{PollInterval: 50 * time.Millisecond, StopWait: 100 * time.Millisecond})
	w := slowWorker{started: make(chan struct{})}
	jobs.Register(q, w)
	require.NoError(t, q.Start(ctx))
	require.NoError(t, q.Insert(ctx, slowArgs{}, nil))
	select {
	case <-w.started:
	case <-time.After(30 * time.Second):
		t.Fatal("the job did not start")
	}
	stopCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	require.NoError(t, q.Stop(stopCtx))
	var state string
	require.NoError(t, pool.QueryRow(ctx, `SELECT state FROM river_job WHERE kind = 'test_slow'`).Scan(&state))
	require.Contains(t, []string{"available", "retryable"}, state) // to run again, not "running"
}
