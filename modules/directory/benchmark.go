package directory

import (
	"context"
	"errors"
	"math"
	"sort"

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

// Benchmark is the company's benchmark; no groups when it has none large enough (or no
// copy yet: nothing to compare).
func (s *Service) Benchmark(ctx context.Context, profileID uuid.UUID) (Benchmark, error) {
	p, err := s.peersOf(ctx, profileID)
	if err != nil || p == nil {
		return Benchmark{}, err
	}
	return s.benchmarkOf(ctx, *p)
}

// Peers is what a company's benchmark reads of its own copy: kept with its page's parts
// (BenchmarkSections), so that a view draws the benchmark from them and the groups' memo.
type Peers struct {
	Level    string `json:"level"`
	Total    int    `json:"total"`
	Listed   bool   `json:"listed"` // its total is one of its groups' (a listed company)
	Industry string `json:"industry"`
	Country  string `json:"country"`
	Size     string `json:"size"`
}

// group is the key of its group of kind ("industry", "country" or "size").
func (p Peers) group(kind string) string {
	switch kind {
	case "industry":
		return p.Industry
	case "country":
		return p.Country
	}
	return p.Size
}

// peersOf reads the company's copy; nil when it has none yet.
func (s *Service) peersOf(ctx context.Context, profileID uuid.UUID) (*Peers, error) {
	r, err := s.q.GetCompanyPeers(ctx, profileID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &Peers{Level: r.Level, Total: int(r.Total), Listed: r.Listed, Industry: r.Industry, Country: r.Country,
		Size: r.SizeBand}, nil
}

// benchmarkGroups are every group by kind and key (groupKey), as rebuilt last: a memo that
// each rebuild that moves them drops on every instance (docs/directory.md, "Peer benchmark").
type benchmarkGroups map[string]store.ListBenchmarksRow

func groupKey(kind, key string) string { return kind + "\x00" + key }

func (s *Service) loadGroups(ctx context.Context) (benchmarkGroups, error) {
	rows, err := s.q.ListBenchmarks(ctx)
	if err != nil {
		return nil, err
	}
	out := make(benchmarkGroups, len(rows))
	for _, r := range rows {
		out[groupKey(r.Kind, r.Key)] = r
	}
	return out, nil
}

// benchmarkOf places p among its groups.
func (s *Service) benchmarkOf(ctx context.Context, p Peers) (Benchmark, error) {
	groups, err := s.groups.Get(ctx)
	if err != nil {
		return Benchmark{}, err
	}
	b := Benchmark{Level: p.Level, Total: p.Total}
	for _, kind := range benchmarkKinds {
		key := p.group(kind)
		if g, ok := benchmarkGroup(kind, key, groups[groupKey(kind, key)], p); ok {
			b.Groups = append(b.Groups, g)
		}
	}
	return b, nil
}

// benchmarkGroup places p in a group (r's size 0 when there is none). ok is false for a
// group too small to show. A group's scores are sorted, with how many score each or less
// (at_most): those below p are the count at the highest score under p's, at most
// rating.MaxTotal + 1 entries whatever the group's size.
func benchmarkGroup(kind, key string, r store.ListBenchmarksRow, p Peers) (BenchmarkGroup, bool) {
	n := int(r.Size)
	if n < MinGroup {
		return BenchmarkGroup{}, false
	}
	others := n
	if p.Listed {
		others-- // itself is one of the totals, never lower than itself
	}
	g := BenchmarkGroup{Kind: kind, Key: key, Size: n}
	if i := sort.Search(len(r.Scores), func(j int) bool { return int(r.Scores[j]) >= p.Total }); i > 0 && others > 0 {
		g.Percentile = int(math.Round(100 * float64(r.AtMost[i-1]) / float64(others)))
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
		if after, err = q.BenchmarkDigest(ctx); err != nil || before == after {
			return err
		}
		return s.groups.ChangedTx(ctx, tx) // every instance drops its groups when this commits
	})
	if err == nil && before != after {
		s.changed(ctx, profile.CompanyPagesTag)
	}
	return err
}
