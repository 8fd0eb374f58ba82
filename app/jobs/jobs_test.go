package jobs_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/jobs"
)

type greetArgs struct {
	Name string `json:"name"`
}

func (greetArgs) Kind() string { return "test_greet" }

type greetWorker struct {
	river.WorkerDefaults[greetArgs]
	failFirst atomic.Bool
	done      atomic.Int32
	names     chan string
}

func (w *greetWorker) Work(_ context.Context, j *river.Job[greetArgs]) error {
	if w.failFirst.CompareAndSwap(true, false) {
		return errors.New("remote server down")
	}
	w.done.Add(1)
	w.names <- j.Args.Name
	return nil
}

func TestDrainWorksInsertedJobsAndRetriesFailures(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	q := jobs.New(pool, jobs.Options{PollInterval: 50e6})
	w := &greetWorker{names: make(chan string, 10)}
	w.failFirst.Store(true)
	jobs.Register(q, w)

	require.NoError(t, q.Insert(ctx, greetArgs{Name: "Ada"}, nil))
	require.NoError(t, q.Drain(ctx))
	require.Zero(t, w.done.Load(), "the first attempt failed")

	var state string
	var attempt int
	var id int64
	var later bool
	require.NoError(t, pool.QueryRow(ctx, `SELECT id, state, attempt, scheduled_at > now() FROM river_job`).Scan(&id, &state, &attempt, &later))
	// River makes a retry due within seconds "available" with a future scheduled_at.
	require.Contains(t, []string{"retryable", "available"}, state, "a failed job is kept for a retry, not lost")
	require.True(t, later, "the retry waits for its backoff")
	require.Equal(t, 1, attempt)

	c, err := q.Client()
	require.NoError(t, err)
	_, err = c.JobRetry(ctx, id) // the retry comes due
	require.NoError(t, err)
	require.NoError(t, q.Drain(ctx))
	require.Equal(t, int32(1), w.done.Load())
	require.Equal(t, "Ada", <-w.names)
	require.NoError(t, pool.QueryRow(ctx, `SELECT state FROM river_job WHERE id = $1`, id).Scan(&state))
	require.Equal(t, "completed", state)
}

func TestInsertTxRunsOnlyWhenTheTransactionCommits(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	q := jobs.New(pool, jobs.Options{})
	jobs.Register(q, &greetWorker{names: make(chan string, 10)})

	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		require.NoError(t, q.InsertTx(ctx, tx, greetArgs{Name: "rolled back"}, nil))
		return errors.New("abort")
	})
	require.Error(t, err)
	n, err := q.Pending(ctx)
	require.NoError(t, err)
	require.Zero(t, n)

	require.NoError(t, pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		return q.InsertTx(ctx, tx, greetArgs{Name: "kept"}, nil)
	}))
	n, err = q.Pending(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
}

func TestStartAndStopAreIdempotent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	q := jobs.New(dbtest.New(t), jobs.Options{})
	jobs.Register(q, &greetWorker{names: make(chan string, 1)})
	require.NoError(t, q.Start(ctx))
	require.NoError(t, q.Start(ctx))
	require.NoError(t, q.Stop(ctx))
	require.NoError(t, q.Stop(ctx))
}

type tickArgs struct{}

func (tickArgs) Kind() string { return "test_tick" }

type tickWorker struct {
	river.WorkerDefaults[tickArgs]
}

func (tickWorker) Work(context.Context, *river.Job[tickArgs]) error { return nil }

// Two instances on one database: a periodic job is inserted by the elected leader only,
// once per period, not once per instance.
func TestAPeriodicJobRunsOncePerClusterNotPerInstance(t *testing.T) {
	// Not parallel: it measures the time between runs.
	ctx := context.Background()
	pool := dbtest.New(t)
	const every = 300 * time.Millisecond
	for range 2 {
		q := jobs.New(pool, jobs.Options{PollInterval: 50 * time.Millisecond})
		jobs.Register(q, tickWorker{})
		jobs.Periodic(q, every, tickArgs{})
		require.NoError(t, q.Start(ctx))
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
	}
	var inserted []time.Time
	require.Eventually(t, func() bool {
		rows, err := pool.Query(ctx, `SELECT created_at FROM river_job WHERE kind = 'test_tick' ORDER BY created_at`)
		require.NoError(t, err)
		inserted, err = pgx.CollectRows(rows, pgx.RowTo[time.Time])
		require.NoError(t, err)
		return len(inserted) >= 6
	}, 30*time.Second, 100*time.Millisecond)
	// Two leaders would insert every run twice: about half the gaps near zero. One short gap
	// is allowed: on a busy machine leadership can change hands late, and the leader that
	// lost it may insert one last run before it learns so.
	var short []time.Duration
	for i := 1; i < len(inserted); i++ {
		if gap := inserted[i].Sub(inserted[i-1]); gap <= every/2 {
			short = append(short, gap)
		}
	}
	require.LessOrEqual(t, len(short), 1, "%d of %d runs came close after another (%v): two instances inserted the same runs",
		len(short), len(inserted), short)
}

// Drain (tests, one-off commands) works what is due but schedules no periodic job.
func TestDrainSchedulesNoPeriodicJob(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	q := jobs.New(pool, jobs.Options{})
	jobs.Register(q, tickWorker{})
	jobs.Periodic(q, 10*time.Millisecond, tickArgs{})
	require.NoError(t, q.Drain(ctx))
	time.Sleep(200 * time.Millisecond)
	var n int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM river_job`).Scan(&n))
	require.Zero(t, n)
}
