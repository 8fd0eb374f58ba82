package directory

import (
	"context"
	"strconv"

	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// BenchmarkBlocks are the peer benchmark as blocks of the profile module's pages (docs/
// directory.md, "Peer benchmark"): the service gives the groups (Service.Benchmark), these
// translate them and build their charts.
type BenchmarkBlocks struct{ Service *Service }

// Company is the block of the public company page: none when no group is large enough.
func (b BenchmarkBlocks) Company(ctx context.Context, profileID uuid.UUID) ([]profile.PageSection, error) {
	bm, err := b.Service.Benchmark(ctx, profileID)
	if err != nil || len(bm.Groups) == 0 {
		return nil, err
	}
	return []profile.PageSection{benchmarkSection(ctx, bm)}, nil
}

// Own is the same block on the owner's rating page, which says so when there is no group to
// compare with yet.
func (b BenchmarkBlocks) Own(ctx context.Context, profileID uuid.UUID) ([]profile.PageSection, error) {
	bm, err := b.Service.Benchmark(ctx, profileID)
	if err != nil {
		return nil, err
	}
	sec := benchmarkSection(ctx, bm)
	if len(bm.Groups) == 0 {
		sec.Text = "directory.benchmark.too_few"
	}
	return []profile.PageSection{sec}, nil
}

func benchmarkSection(ctx context.Context, b Benchmark) profile.PageSection {
	sec := profile.PageSection{Key: "benchmark", Title: "directory.benchmark.title"}
	for _, g := range b.Groups {
		name := groupName(ctx, g)
		sec.Lines = append(sec.Lines, web.T(ctx, "directory.benchmark.percentile",
			map[string]any{"Percent": g.Percentile, "Count": g.Size, "Group": name}))
		chart := templates.Chart{ID: "benchmark-" + g.Kind, Kind: templates.ChartBars,
			Title: web.T(ctx, "directory.benchmark.levels", map[string]any{"Count": g.Size, "Group": name}),
			Label: web.T(ctx, "directory.benchmark.level"), Value: web.T(ctx, "directory.benchmark.companies")}
		for i, n := range g.Levels {
			key := BenchmarkLevels[i]
			label := web.T(ctx, rating.Level(key).MessageKey()) // none's name for no level
			chart.Points = append(chart.Points, templates.ChartPoint{Label: label, Value: float64(n),
				Text: strconv.Itoa(n), Mark: key == b.Level})
		}
		sec.Charts = append(sec.Charts, chart)
	}
	return sec
}

// groupName names a group in the reader's language: "Energy", "Romania", "small companies".
func groupName(ctx context.Context, g BenchmarkGroup) string {
	switch g.Kind {
	case "industry":
		return industryName(ctx, g.Key)
	case "country":
		return countryName(ctx, g.Key)
	}
	return web.T(ctx, "directory.benchmark.size."+g.Key)
}
