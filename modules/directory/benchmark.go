package directory

import (
	"context"
	"math"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

// The free peer benchmark (docs/directory.md, "Peer benchmark"): where a company's total
// stands among the listed companies of its industry, its country and its size band, and how
// many of them are at each level. Groups are rebuilt from the directory's copy when it is
// refreshed; a group of fewer than MinGroup listed companies is never shown, so no one can
// work out another company's score.

// MinGroup is the smallest group the benchmark shows.
const MinGroup = 5

// The benchmark's groups, in the order pages show them.
var benchmarkKinds = []string{"industry", "country", "size"}

// BenchmarkLevels are the levels a group's distribution counts, in order: no level, then
// rating.Levels (their one source; RebuildBenchmarks counts by this list).
var BenchmarkLevels = benchmarkLevels()

func benchmarkLevels() []string {
	out := []string{string(rating.LevelNone)}
	for _, l := range rating.Levels {
		out = append(out, string(l.Level))
	}
	return out
}

// BenchmarkGroup is one group a company belongs to.
type BenchmarkGroup struct {
	Kind       string // industry, country or size
	Key        string // the industry key, the country code or the size band
	Size       int    // listed companies in the group
	Percentile int    // the share of the group's other companies with a lower total, 0-100
	Levels     []int  // how many are at each of BenchmarkLevels
}

// Benchmark is a company's place among its peers: its level and total, and each group large
// enough to show.
type Benchmark struct {
	Level  string
	Total  int
	Groups []BenchmarkGroup
}

// Benchmark is the company's benchmark; no groups when it has none large enough. One
// statement: the company's copy and its groups, counted in the database.
func (s *Service) Benchmark(ctx context.Context, profileID uuid.UUID) (Benchmark, error) {
	rows, err := s.q.GetCompanyBenchmark(ctx, profileID)
	if err != nil || len(rows) == 0 {
		return Benchmark{}, err // no rows: not copied yet, nothing to compare
	}
	b := Benchmark{Level: rows[0].Level, Total: int(rows[0].Total)}
	for _, kind := range benchmarkKinds {
		for _, r := range rows {
			if r.Kind != kind {
				continue
			}
			if g, ok := benchmarkGroup(r); ok {
				b.Groups = append(b.Groups, g)
			}
		}
	}
	return b, nil
}

// benchmarkGroup places the company in a group (r.Listed says it is one of the group's
// totals). ok is false for a group too small to show.
func benchmarkGroup(r store.GetCompanyBenchmarkRow) (BenchmarkGroup, bool) {
	n := int(r.Size)
	if n < MinGroup {
		return BenchmarkGroup{}, false
	}
	others := n
	if r.Listed {
		others-- // itself is one of the totals, never lower than itself
	}
	g := BenchmarkGroup{Kind: r.Kind, Key: r.Key, Size: n}
	if others > 0 {
		g.Percentile = int(math.Round(100 * float64(r.Below) / float64(others)))
	}
	for _, c := range r.Levels {
		g.Levels = append(g.Levels, int(c))
	}
	return g, true
}

// rebuildBenchmarks rebuilds every group from the directory's copy (after a refresh); when a
// group moved, every company page drops from the page cache, as each shows its groups.
func (s *Service) rebuildBenchmarks(ctx context.Context) error {
	var before, after string
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		// Two rebuilds at once would each clear the table and insert every row.
		if err := q.LockDirectoryCopy(ctx); err != nil {
			return err
		}
		var err error
		if before, err = q.BenchmarkDigest(ctx); err != nil {
			return err
		}
		if err := q.ClearBenchmarks(ctx); err != nil {
			return err
		}
		if err := q.RebuildBenchmarks(ctx, store.RebuildBenchmarksParams{Levels: BenchmarkLevels, Now: s.now()}); err != nil {
			return err
		}
		after, err = q.BenchmarkDigest(ctx)
		return err
	})
	if err == nil && before != after {
		s.changed(ctx, profile.CompanyPagesTag)
	}
	return err
}
