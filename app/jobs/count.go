package jobs

import (
	"context"

	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivertype"
)

// CountByState counts the queue's jobs in each state (available, running, retryable...),
// with river's own queries: the metrics' queue depth.
func (q *Queue) CountByState(ctx context.Context) (map[string]int, error) {
	exec := riverpgxv5.New(q.pool).GetExecutor()
	out := map[string]int{}
	for _, state := range rivertype.JobStates() {
		n, err := exec.JobCountByState(ctx, &riverdriver.JobCountByStateParams{State: state})
		if err != nil {
			return nil, err
		}
		out[string(state)] = n
	}
	return out, nil
}
