package blog

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"

	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// SummariesArgs writes the summary of each post that has none: a post written before
// summaries were kept (migration 01010; docs/blog.md, "Excerpts"). The wiring makes it
// periodic (every SummariesEvery, and at start); once every post has its summary, a run
// reads an empty index.
type SummariesArgs struct{}

// Kind names the job.
func (SummariesArgs) Kind() string { return "blog_summaries" }

// SummariesEvery is how often the summaries job looks for posts without one.
const SummariesEvery = 10 * time.Minute

// summaryBatch is how many posts a round of FillSummaries reads.
const summaryBatch = 200

type summariesWorker struct {
	river.WorkerDefaults[SummariesArgs]
	svc *Service
}

func (w *summariesWorker) Work(ctx context.Context, _ *river.Job[SummariesArgs]) error {
	n, err := w.svc.FillSummaries(ctx)
	if n > 0 {
		web.Log(ctx).Info("blog: summaries written", "posts", n)
	}
	return err
}

// Timeout lets the first run after the migration write every post's summary.
func (w *summariesWorker) Timeout(*river.Job[SummariesArgs]) time.Duration { return 30 * time.Minute }

// FillSummaries writes the summary of every post that has none and answers how many it
// wrote. A post saved meanwhile keeps the summary its save wrote. It stops at a round that
// wrote nothing, so a post it cannot write holds no loop.
func (s *Service) FillSummaries(ctx context.Context) (int, error) {
	n := 0
	for {
		rows, err := s.q.ListUnsummarizedPosts(ctx, summaryBatch)
		if err != nil {
			return n, err
		}
		batch := store.SetPostSummariesParams{Ids: make([]uuid.UUID, len(rows)), Versions: make([]int32, len(rows)),
			Summaries: make([]string, len(rows))}
		for i, r := range rows {
			batch.Ids[i], batch.Versions[i], batch.Summaries[i] = r.ID, r.Version, Summary(r.Content)
		}
		wrote := 0
		if len(rows) > 0 {
			k, err := s.q.SetPostSummaries(ctx, batch)
			if err != nil {
				return n, err
			}
			wrote = int(k)
		}
		n += wrote
		if len(rows) < summaryBatch || wrote == 0 {
			return n, nil
		}
	}
}
