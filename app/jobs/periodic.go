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
func Periodic(q *Queue, every time.Duration, args river.JobArgs) {
	if q.client != nil {
		panic("jobs: Periodic after the queue was first used")
	}
	q.periodic = append(q.periodic, river.NewPeriodicJob(river.PeriodicInterval(every),
		func() (river.JobArgs, *river.InsertOpts) { return args, nil },
		&river.PeriodicJobOpts{ID: args.Kind(), RunOnStart: true}))
}
