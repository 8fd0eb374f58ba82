package directory

import (
	"context"
	"encoding/json"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/google/uuid"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

// BenchmarkSections are the peer benchmark as a block of the public company page (docs/
// directory.md, "Peer benchmark"), a live source: the page keeps the company's Peers with
// its parts (Keep), and each view places them among the groups' memo (Show), none when no
// group is large enough. Data and message ids: the profile's page translates them and draws
// the charts. Wired with profiles.AddLivePageSections(dir.BenchmarkSections()).
func (s *Service) BenchmarkSections() profile.LivePageSections {
	return profile.LivePageSections{Keep: s.keepPeers, Show: s.showBenchmark}
}

func (s *Service) keepPeers(ctx context.Context, profileID uuid.UUID) ([]byte, error) {
	p, err := s.peersOf(ctx, profileID)
	if err != nil || p == nil {
		return nil, err
	}
	return json.Marshal(p)
}

func (s *Service) showBenchmark(ctx context.Context, kept []byte) ([]profile.PageSection, error) {
	var p Peers
	if len(kept) == 0 || string(kept) == "null" {
		return nil, nil // no copy yet: nothing to compare
	}
	if err := jsonv2.Unmarshal(kept, &p); err != nil { // JSON v2: a third of encoding/json's time
		return nil, err
	}
	bm, err := s.benchmarkOf(ctx, p)
	if err != nil || len(bm.Groups) == 0 {
		return nil, err
	}
	return []profile.PageSection{benchmarkSection(bm)}, nil
}

// OwnBenchmarkSections are the same block on the owner's rating page, which says so when
// there is no group to compare with yet.
func (s *Service) OwnBenchmarkSections(ctx context.Context, profileID uuid.UUID) ([]profile.PageSection, error) {
	bm, err := s.Benchmark(ctx, profileID)
	if err != nil {
		return nil, err
	}
	sec := benchmarkSection(bm)
	if len(bm.Groups) == 0 {
		sec.Text = "directory.benchmark.too_few"
	}
	return []profile.PageSection{sec}, nil
}

func benchmarkSection(b Benchmark) profile.PageSection {
	sec := profile.PageSection{Key: "benchmark", Title: "directory.benchmark.title"}
	for _, g := range b.Groups {
		name := groupName(g)
		sec.Lines = append(sec.Lines, web.Msg{Key: "directory.benchmark.percentile",
			Data: map[string]any{"Percent": g.Percentile, "Count": g.Size, "Group": name}})
		chart := profile.PageChart{ID: "benchmark-" + g.Kind,
			Title: web.Msg{Key: "directory.benchmark.levels", Data: map[string]any{"Count": g.Size, "Group": name}},
			Label: web.Msg{Key: "directory.benchmark.level"}, Value: web.Msg{Key: "directory.benchmark.companies"}}
		for i, n := range g.Levels {
			key := BenchmarkLevels[i]
			chart.Bars = append(chart.Bars, profile.PageBar{Label: web.Msg{Key: rating.Level(key).MessageKey()}, // none's name for no level
				Value: n, Mark: key == b.Level})
		}
		sec.Charts = append(sec.Charts, chart)
	}
	return sec
}

// groupName names a group in a Msg's data, for the reader's language: "Energy", "Romania",
// "small companies" (an unknown industry by its key).
func groupName(g BenchmarkGroup) any {
	switch g.Kind {
	case "industry":
		if id := reference.IndustryMessage(g.Key); id != "" {
			return web.Msg{Key: id}
		}
		return g.Key
	case "country":
		return web.Country(g.Key)
	}
	return web.Msg{Key: "directory.benchmark.size." + g.Key}
}
