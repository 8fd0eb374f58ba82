package directory_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
	"greenconnect/modules/rating"
)

// The benchmark counts the levels that rating.Levels names, and no level at all, in order:
// one list (a level added to the rating shows in every group's distribution).
func TestBenchmarkLevelsAreTheRatingLevels(t *testing.T) {
	want := []string{string(rating.LevelNone)}
	for _, l := range rating.Levels {
		want = append(want, string(l.Level))
	}
	require.Equal(t, want, directory.BenchmarkLevels)
}

// The peer benchmark (docs/directory.md, "Peer benchmark"): a group of fewer than five listed
// companies is never shown; from five on, each company's percentile among the others and the
// levels of the group show on its page, with the chart's table.
func TestTheBenchmarkShowsGroupsOfFiveOrMore(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	co2 := `{"status":"DEFINED","details":[{"weblink":"example.com/co2"}]}`
	goals := `{"status":"DEFINED","details":[{"weblink":"example.com/goals"}]}`
	_, a := makeCompany(t, app, "a@example.com", company{Name: "A", Country: "RO", Industry: "energy"})
	_, b := makeCompany(t, app, "b@example.com", company{Name: "B", Country: "RO", Industry: "energy",
		Sections: map[string]string{"co2Accounting": co2}})
	cUser, c := makeCompany(t, app, "c@example.com", company{Name: "C", Country: "RO", Industry: "energy",
		Sections: map[string]string{"co2Accounting": co2, "sustainabilityGoals": goals}})
	makeCompany(t, app, "d@example.com", company{Name: "D", Country: "RO", Industry: "energy"})
	refresh := func() {
		_, err := app.Server.Modules.Directory.RefreshAll(context.Background())
		require.NoError(t, err)
	}
	refresh()
	visitor := app.Client()
	page := visitor.Get(directory.CompanyPath(c))
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, 0, page.Find(`[data-testid="benchmark"]`).Length(), "four companies: no group shows")
	owner := app.Client()
	owner.SignInAs(cUser)
	require.Contains(t, owner.Get("/sustainability-profile").Text(`[data-testid="benchmark"]`), "at least 5",
		"the owner is told why")

	makeCompany(t, app, "e@example.com", company{Name: "E", Country: "RO", Industry: "energy"})
	refresh()
	bm, err := app.Server.Modules.Directory.Benchmark(context.Background(), c)
	require.NoError(t, err)
	require.Len(t, bm.Groups, 3, "industry, country and size: five each")
	for _, g := range bm.Groups {
		require.Equal(t, 5, g.Size)
		require.Equal(t, 100, g.Percentile, "C scores above the other four")
		require.Len(t, g.Levels, len(directory.BenchmarkLevels), "a count for each level")
		sum := 0
		for _, n := range g.Levels {
			sum += n
		}
		require.Equal(t, g.Size, sum, "every company at one of the levels")
	}
	for id, want := range map[uuid.UUID]int{b: 75, a: 0} {
		got, err := app.Server.Modules.Directory.Benchmark(context.Background(), id)
		require.NoError(t, err)
		require.Equal(t, want, got.Groups[0].Percentile, "B is above three of the four others, A above none")
	}
	page = app.Client().Get(directory.CompanyPath(c))
	block := page.Find(`[data-testid="benchmark"]`)
	require.Equal(t, 1, block.Length())
	require.Contains(t, page.Text(`[data-testid="benchmark-line"]`), "Scores higher than 100% of the other listed companies")
	require.Equal(t, 3, block.Find("figure").Length(), "a chart per group")
	require.Equal(t, 3, block.Find("table").Length(), "each with its table")
	require.Contains(t, owner.Get("/sustainability-profile").Text(`[data-testid="benchmark"]`), "Scores higher than 100%")
	// The service gives the groups as data; the page names them in the reader's language.
	french := app.Client()
	french.Header.Set("Accept-Language", "fr")
	fr := french.Get(directory.CompanyPath(c))
	lines := fr.Find(`[data-testid="benchmark-line"]`).Text()
	require.Contains(t, lines, "dans : Roumanie (5 entreprises)")
	require.Contains(t, lines, "dans : Énergie et services publics (5 entreprises)")
	require.Contains(t, fr.Find(`[data-testid="benchmark"] table`).Text(), "Pas encore de niveau")

	// A company in a large industry but a small country: only its large groups show.
	_, f := makeCompany(t, app, "f@example.com", company{Name: "F", Country: "DE", Industry: "energy"})
	refresh()
	bm, err = app.Server.Modules.Directory.Benchmark(context.Background(), f)
	require.NoError(t, err)
	var kinds []string
	for _, g := range bm.Groups {
		kinds = append(kinds, g.Kind)
		require.Equal(t, 6, g.Size, g.Kind)
	}
	require.Equal(t, []string{"industry", "size"}, kinds, "Germany has one listed company: never shown")
	page = app.Client().Get(directory.CompanyPath(f))
	require.Equal(t, 2, page.Find(`[data-testid="benchmark"] figure`).Length())
	require.NotContains(t, page.Text(`[data-testid="benchmark"]`), "Germany")
}
