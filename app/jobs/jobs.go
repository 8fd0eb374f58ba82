// Package jobs is the app's background work: a Postgres-backed queue (riverqueue/river on
// the app's pgx pool) with retries, so work such as mail delivery survives a failing
// remote server and a restart. Jobs are rows in the same database, so a job inserted in a
// transaction exists exactly when that transaction commits.
//
// Use: a module defines its job arguments (a struct with Kind()) and a worker (embed
// river.WorkerDefaults[Args] and write Work), registers the worker at wiring time with
// Register, and inserts jobs with Insert or InsertTx. `serve` starts the queue and stops it
// on shutdown; tests run pending work synchronously with Drain.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
)

// Options tune the queue; zero values take the defaults.
type Options struct {
	Workers      int           // concurrent jobs per instance (default 10)
	MaxAttempts  int           // tries before a job is discarded (default 25: about three weeks of backoff)
	PollInterval time.Duration // how often to look for due jobs besides LISTEN/NOTIFY (default 1 s)
	StopWait     time.Duration // how long Stop lets running jobs finish before cancelling them (default 5 s)
	Log          *slog.Logger
}

// Queue is the job queue of one app instance.
type Queue struct {
	pool    *pgxpool.Pool
	opts    Options
	workers *river.Workers

	once      sync.Once
	client    *river.Client[pgx.Tx]
	clientErr error

	mu      sync.Mutex
	running bool

	periodic  []*river.PeriodicJob
	scheduled bool // the periodic jobs were handed to the client
}

// New returns a queue over pool. Register every worker before the first Insert or Start.
func New(pool *pgxpool.Pool, o Options) *Queue {
	if o.Workers <= 0 {
		o.Workers = 10
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = 25
	}
	if o.PollInterval <= 0 {
		o.PollInterval = time.Second
	}
	if o.StopWait <= 0 {
		o.StopWait = 5 * time.Second
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	return &Queue{pool: pool, opts: o, workers: river.NewWorkers()}
}

// Register adds the worker for jobs of type A. It panics when A already has a worker or
// when the queue is already in use: both are wiring mistakes.
func Register[A river.JobArgs](q *Queue, w river.Worker[A]) {
	if q.client != nil {
		panic("jobs: Register after the queue was first used")
	}
	river.AddWorker(q.workers, w)
}

// Insert adds a job. opts may be nil.
func (q *Queue) Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) error {
	c, err := q.riverClient()
	if err != nil {
		return err
	}
	_, err = c.Insert(ctx, args, opts)
	return err
}

// InsertTx adds a job inside tx: it runs only if tx commits.
func (q *Queue) InsertTx(ctx context.Context, tx pgx.Tx, args river.JobArgs, opts *river.InsertOpts) error {
	c, err := q.riverClient()
	if err != nil {
		return err
	}
	_, err = c.InsertTx(ctx, tx, args, opts)
	return err
}

// Start works jobs in the background until Stop, and inserts the Periodic ones.
func (q *Queue) Start(ctx context.Context) error {
	return q.start(ctx, true)
}

func (q *Queue) start(ctx context.Context, periodic bool) error {
	c, err := q.riverClient()
	if err != nil {
		return err
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if periodic && !q.scheduled {
		c.PeriodicJobs().AddMany(q.periodic)
		q.scheduled = true
	}
	if q.running {
		return nil
	}
	if err := c.Start(ctx); err != nil {
		return fmt.Errorf("jobs: start: %w", err)
	}
	q.running = true
	return nil
}

// Stop stops fetching new jobs and lets running ones finish for Options.StopWait, then
// cancels them: each records its failure and is retried later, rather than being left
// "running" until river's rescuer finds it an hour on (when the process exits first).
// Give ctx longer than StopWait.
func (q *Queue) Stop(ctx context.Context) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.running {
		return nil
	}
	q.running = false
	err := q.client.Stop(ctx)
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return fmt.Errorf("jobs: stop: running jobs did not finish in time: %w", err)
	}
	return err
}

// Client is the underlying river client, for what this package does not wrap (listing
// jobs in an admin page, retrying one now).
func (q *Queue) Client() (*river.Client[pgx.Tx], error) { return q.riverClient() }

func (q *Queue) riverClient() (*river.Client[pgx.Tx], error) {
	q.once.Do(func() {
		q.client, q.clientErr = river.NewClient(riverpgxv5.New(q.pool), &river.Config{
			Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: q.opts.Workers}},
			Workers:           q.workers,
			MaxAttempts:       q.opts.MaxAttempts,
			FetchPollInterval: q.opts.PollInterval,
			FetchCooldown:     min(100*time.Millisecond, q.opts.PollInterval),
			Logger:            q.opts.Log,
			JobTimeout:        time.Minute,
			SoftStopTimeout:   q.opts.StopWait,
		})
	})
	return q.client, q.clientErr
}
