package directory_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func entryNames(res *apptest.Response) []string {
	var out []string
	res.Find("[data-testid=company-entry] .company-entry-name").Each(func(_ int, s *goquery.Selection) {
		out = append(out, strings.TrimSpace(s.Text()))
	})
	return out
}

func TestDirectoryListsApprovedPublishedCompaniesWithFilters(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, a := makeCompany(t, app, "a@example.com", company{Name: "Alpha Énergie", Country: "FR", Industry: "energy", City: "Lyon", About: "Solar farms"})
	makeCompany(t, app, "b@example.com", company{Name: "Beta Transport", Country: "RO", Industry: "transport"})
	makeCompany(t, app, "c@example.com", company{Name: "Gamma Pending", Country: "RO", Industry: "energy", Status: "pending"})
	makeCompany(t, app, "d@example.com", company{Name: "Delta Rejected", Country: "RO", Industry: "energy", Status: "rejected"})
	addService(t, app, a, offering("Solar", "renewable_energy"), true)
	c := app.Client()

	res := c.Get("/directory")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.ElementsMatch(t, []string{"Alpha Énergie", "Beta Transport"}, entryNames(res))
	entry := res.Find("[data-testid=company-entry]").FilterFunction(func(_ int, s *goquery.Selection) bool {
		return strings.Contains(s.Text(), "Alpha")
	})
	require.Equal(t, "/companies/"+a.String(), entry.Find(".company-entry-name a").AttrOr("href", ""))
	require.Equal(t, 1, entry.Find(".stars").Length())
	require.NotEmpty(t, entry.Find("[data-testid=entry-level]").Text())
	require.Contains(t, entry.Find("img.logo-box").AttrOr("src", ""), "/static/img/company.", "the company icon outside the marketplace")

	for query, want := range map[string][]string{
		"country=FR":       {"Alpha Énergie"},
		"contry=RO":        nil, // redirected, see below
		"industry=energy":  {"Alpha Énergie"},
		"hasServices=true": {"Alpha Énergie"},
		"q=alpha":          {"Alpha Énergie"},
		"q=energie":        {"Alpha Énergie"},
		"q=lyon":           {"Alpha Énergie"},
		"q=solar":          {"Alpha Énergie"},
		"q=transp":         {"Beta Transport"},
	} {
		res := c.Get("/directory?" + query)
		if want == nil {
			require.Equal(t, "/directory?country=RO", res.Header.Get("Location"))
			continue
		}
		require.Equal(t, http.StatusOK, res.StatusCode, query)
		require.ElementsMatch(t, want, entryNames(res), query)
	}
	// Both have the same level from the same profile data: the level filter keeps or drops both.
	res = c.Get("/directory")
	level := res.Find("[data-testid=entry-level]").First().Text()
	require.NotEmpty(t, level)
	frag := c.HTMX(http.MethodGet, "/directory?country=RO", nil)
	require.Equal(t, "/directory?country=RO", frag.Header.Get("HX-Push-Url"))
	require.Equal(t, []string{"Beta Transport"}, entryNames(frag))
}

func TestRefreshCatchesRatingsThatChangeWithTime(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	makeCompany(t, app, "a@example.com", company{Name: "Planner Co", Country: "FR", Industry: "energy", Planning: true})
	c := app.Client()
	score := func() string {
		return c.Get("/directory").Text("[data-testid=company-entry] .company-entry-rating .muted")
	}
	before := score()
	// The plan's target date passes: its points are suspended, and no profile event says so.
	app.Clock.Advance(62 * 24 * time.Hour)
	require.Equal(t, before, score(), "no event: the copy is stale until the refresh")
	n, err := app.Server.Modules.Directory.RefreshAll(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.NotEqual(t, before, score(), "the refresh copies the rating of today")
}
