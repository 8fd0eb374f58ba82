package jobs

import (
	"time"

	"github.com/riverqueue/river"
)

// Periodic makes the queue insert args every interval, once per cluster: of all the
// instances, only river's elected leader inserts them, and any instance may work them.
// The first run is at the leader's start (a new leader after a deploy runs it at once),
// then every interval. Register at wiring time; Start (serve) schedules them, Drain (tests,
// one-off commands) does not.
//
// A run is unique in its interval (river's unique jobs, by period): a restart, or a new
// leader, in an interval whose run was already inserted (waiting, running or done) inserts
// none, so restarting instances never stack runs of a long job such as the directory's
// refresh. An interval under a second (river's least period) is not deduplicated.
func Periodic(q *Queue, every time.Duration, args river.JobArgs) {
	if q.client != nil {
		panic("jobs: Periodic after the queue was first used")
	}
	var opts *river.InsertOpts
	if every >= time.Second {
		opts = &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByPeriod: every}}
	}
	q.periodic = append(q.periodic, river.NewPeriodicJob(river.PeriodicInterval(every),
		func() (river.JobArgs, *river.InsertOpts) { return args, opts },
		&river.PeriodicJobOpts{ID: args.Kind(), RunOnStart: true}))
}
