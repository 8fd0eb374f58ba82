package directory_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// listingTables are the tables a listing's statements read.
var listingTables = []string{"services", "directory_companies", "service_tags", "service_words", "company_words"}

// TestListingPlansReadAboutOnePageOfRows: on a seeded catalogue (4,000 companies, 20,000
// services), every query behind a listing page, whatever its filters, search or page, uses
// indexes (no sequential scan of services or directory_companies) and reads at most about
// the count's bound of rows: its cost does not grow with the catalogue (docs/directory.md,
// "Listings at any size").
func TestListingPlansReadAboutOnePageOfRows(t *testing.T) {
	// Beside the package's other tests: on its own database, its seeding (most of its
	// minutes) no longer holds them back.
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, err := app.Server.SeedLoadTest(ctx, 4000, 20000) // vacuumed and analyzed after its load
	require.NoError(t, err)
	svc := app.Server.Modules.Directory
	e := &apptest.Explainer{DB: app.Pool}
	defer directory.SetListingDB(svc, e, e.Prepared(), e.Walks())()

	// Rows a page may read: its one statement walks to the page (CountBound + PageSize at
	// most) and counts to the bound (CountBound + 1). A search walks the listing's index to
	// its SearchBound best rated matches once (100 / the word's share of the services:
	// "solar", 7% here, reads about 1,500 at any size) unless the word's GIN index has fewer
	// matches than that, then counts and ranks those.
	// A tag's walk reads its entry in service_tags and then its service: two rows a match
	// passed. A tag alone is cut from its entries in service_tags and reads only its page's
	// services, however deep the page (tagAlone, below).
	const budget, searchBudget = 2*directory.CountBound + directory.PageSize + 1, 4 * directory.CountBound
	const tagBudget = 3*directory.CountBound + 2*directory.PageSize + 1
	// A search whose one word is its only filter walks its word's start in the word tables
	// (docs/directory.md, "Search at any size"): its SearchBound+1 candidates' entries (each
	// checked and ranked on the words it carries), a few entries whose words miss the rest of
	// the word, and the page's services and companies. However many rows match ("solar": 7%
	// of the services, "energy", "service"), a page reads about this many. A word that starts
	// like many and matches few ("solaz", "énergie" here) walks WordWalkBound entries, then
	// reads as a search with filters does: within searchBudget.
	const wordBudget = 2*(directory.SearchBound+1) + 2*directory.PageSize

	// Some listings run prepared, planned once for any value; others are planned for their
	// values (docs/directory.md, "Listings at any size").
	prepared := map[string]bool{
		"/marketplace/services?":                                                    true,
		"/marketplace/services?tags=recycling&page=2":                               true,
		"/marketplace/services?category=training":                                   true,
		"/marketplace/services?country=DE":                                          true,
		"/marketplace/services?backed=true&page=3":                                  true,
		"/marketplace/services?q=solar&page=7":                                      true,
		"/marketplace/services?onlyWithPrices=true&country=FR":                      false,
		"/marketplace/services?category=training&country=DE&onlyWithPrices=true":    false,
		"/marketplace/services?tags=recycling,esg":                                  false,
		"/marketplace/services?tags=recycling&page=60":                              false,
		"/marketplace/services?tags=recycling&page=100":                             false,
		"/marketplace/services?sdg=7":                                               false,
		"/marketplace/services?q=solar&country=DE":                                  true,
		"/marketplace/services?q=audit&category=training":                           true,
		"/marketplace/services?q=solar&onlyWithPrices=true":                         true,
		"/marketplace/services?q=solar&onlyServices=true&category=training":         true,
		"/marketplace/services?q=solar&category=renewable_energy":                   true,
		"/marketplace/services?q=energy&tags=audit":                                 true,
		"/marketplace/services?q=energy&tags=audit&country=DE":                      true,
		"/marketplace/services?q=solar&industry=energy":                             true,
		"/marketplace/services?q=solar&level=explorer":                              true,
		"/marketplace/services?category=renewable_energy&country=DE":                true,
		"/marketplace/services?country=DE&level=champion&page=3":                    true,
		"/marketplace/services?category=training&industry=energy":                   true,
		"/marketplace/services?industry=energy&level=champion&page=10":              true,
		"/marketplace/services?category=renewable_energy&country=DE&level=explorer": false,
		"/directory?level=champion":                                                 true,
		"/directory?hasServices=true&page=4":                                        true,
		"/directory?q=green":                                                        true,
		"/directory?q=solar&country=DE":                                             true,
		"/directory?q=energy&industry=energy&level=champion":                        true,
		"/directory?q=en&country=DE":                                                false,
		"/directory?sdg=7":                                                          false,
		"/directory?country=DE&industry=energy":                                     true,
		"/directory?industry=energy&level=champion&page=2":                          true,
	}
	pairIndex := map[string]string{
		"/marketplace/services?category=renewable_energy&country=DE":   "services_category_country_idx",
		"/marketplace/services?country=DE&level=champion&page=3":       "services_country_level_idx",
		"/marketplace/services?category=training&industry=energy":      "services_category_industry_idx",
		"/marketplace/services?industry=energy&level=champion&page=10": "services_industry_level_idx",
		"/directory?country=DE&industry=energy":                        "directory_companies_country_industry_idx",
		"/directory?industry=energy&level=champion&page=2":             "directory_companies_industry_level_idx",
	}
	check := func(name string, run func() error) {
		t.Helper()
		require.NoError(t, run(), name)
		plans := e.Take()
		require.NotEmpty(t, plans, name)
		// One round trip a page: the rows and their count in one statement (a page past the
		// last one counts apart: no row carries the count; a word whose start's walk finds
		// few of it counts its start's entries, and is read again as any search when the
		// walk stopped short of their end: "solaz" of "sol").
		switch {
		case strings.HasSuffix(name, "q=solaz"):
			assert.Equal(t, 3, len(plans), "%s: statements a page", name)
		case rareWord(name):
			assert.Contains(t, []int{2, 3}, len(plans), "%s: statements a page", name)
		case placeWord(name) && strings.Contains(name, "page=99"):
			// Past a search's 200 best rated: the first page's statements alone, the walk
			// and the start's count.
			assert.Contains(t, []int{1, 2}, len(plans), "%s: statements a page", name)
		case placeWord(name):
			assert.Contains(t, []int{1, 2}, len(plans), "%s: statements a page", name)
		case flagWord(name), tagWord(name):
			assert.Contains(t, []int{1, 2, 3}, len(plans), "%s: statements a page", name)
		case !strings.Contains(name, "page=99999"):
			assert.Equal(t, 1, len(plans), "%s: statements a page", name)
		}
		if placeWord(name) {
			// The walk reads the place's entries of the start from the index that holds
			// them in the listing's order, not the start's whole through another.
			assert.Contains(t, plans[0].Root.Outline(), "Index Only Scan "+strings.SplitN(placeIndex(name), "_", 3)[0]+"_words "+placeIndex(name),
				"%s: the place's index, walked in order\n%s", name, plans[0].Root.Outline())
		}
		if index, ok := pairIndex[name]; ok {
			// Two places read their pair's index in the listing's order (migration 01040).
			assert.Contains(t, plans[0].Root.Outline(), " "+index, "%s: the pair's index\n%s", name, plans[0].Root.Outline())
		}
		if tagWord(name) {
			assert.Contains(t, plans[0].Root.Outline(), "Index Only Scan service_words "+tagIndex(name),
				"%s: the start's entries, walked in order\n%s", name, plans[0].Root.Outline())
		}
		for _, p := range plans {
			require.NoError(t, p.Err, name)
			rows, seq := p.Root.RowsRead(listingTables...)
			assert.Empty(t, seq, "%s: a sequential scan\n%s", name, p.Root.Outline())
			limit := budget
			if tagWord(name) {
				// A word with tags walks at most TagWalkBound entries of its start (index
				// only); its other rows as any search's.
				entries, _ := p.Root.RowsRead("service_words")
				assert.LessOrEqual(t, entries, float64(directory.TagWalkBound), "%s: %.0f entries walked\n%s", name, entries, p.Root.Outline())
				rows -= entries
			}
			if commonWord(name) {
				limit = wordBudget
			} else if strings.Contains(name, "q=") {
				limit = searchBudget
			} else if strings.Contains(name, "tags=") {
				limit = tagBudget
			}
			assert.LessOrEqual(t, rows, float64(limit), "%s: %.0f rows read\n%s", name, rows, p.Root.Outline())
			if tagAlone(name) {
				services, _ := p.Root.RowsRead("services")
				assert.LessOrEqual(t, services, float64(directory.PageSize), "%s: services read\n%s", name, p.Root.Outline())
			}
			if deepPage(name) {
				assert.LessOrEqual(t, p.Root.RowsFetched("services", "directory_companies"), float64(2*directory.PageSize),
					"%s: a deep page is cut from its index and reads its own rows alone\n%s", name, p.Root.Outline())
			}
			if generic, ok := prepared[name]; ok {
				assert.Equal(t, generic, p.Generic, "%s: run prepared, with the generic plan", name)
			}
			t.Logf("%s: %.0f rows read (generic plan: %v)\n%s", name, rows, p.Generic, p.Root.Outline())
		}
	}
	market := func(query string) func() error {
		return func() error {
			v, _ := url.ParseQuery(query)
			_, err := svc.Market(ctx, directory.ParseMarketFilter(v))
			return err
		}
	}
	companies := func(query string) func() error {
		return func() error {
			v, _ := url.ParseQuery(query)
			_, err := svc.Directory(ctx, directory.ParseDirectoryFilter(v))
			return err
		}
	}
	for _, q := range []string{"", "page=2", "page=100", "page=99999", "category=training&page=40", "country=DE&page=15",
		"tags=recycling&page=2", "tags=recycling,esg",
		"category=training", "country=DE", "industry=energy", "level=champion", "onlyWithPrices=true&country=FR",
		"q=solar", "q=solar&page=7", "q=solar&country=DE", "q=zzzz", "q=a", "category=training&country=DE&onlyWithPrices=true",
		"sdg=7", "verified=true", "backed=true&page=3", "tags=recycling", "tags=recycling&page=60", "q=energy",
		"q=energy&page=15", "q=service", "q=solar+energy", "q=%C3%A9nergie", "q=%C3%A9nergy", "q=solaz", "tags=recycling&q=solar&country=DE", "tags=recycling&page=100",
		"tags=recycling,esg", "tags=recycling&onlyWithPrices=true&page=5",
		"q=audit&category=training", "q=solar&category=renewable_energy", "q=solar&category=training&page=3",
		"q=solar&onlyWithPrices=true", "q=energy&onlyServices=true&page=4", "q=solar&onlyWithGreenRating=true",
		"q=solar&onlyServices=true&category=training", "q=solar&country=DE&page=99",
		"q=energy&tags=audit", "q=solar&tags=solar&page=3", "q=and&tags=zzz", "q=solar&tags=solar,esg&onlyWithPrices=true",
		"q=energy&tags=audit&page=25", "q=solar&page=25", "q=energy&tags=audit&country=DE", "q=solar&tags=solar&category=renewable_energy",
		"q=solar&industry=energy", "q=energy&tags=audit&industry=energy", "q=solar&industry=construction&page=99",
		"q=solar&level=explorer", "q=solar&country=DE&level=champion", "q=energy&level=achiever", "category=renewable_energy&country=DE", "country=DE&level=champion&page=3",
		"category=training&industry=energy", "industry=energy&level=champion&page=10",
		"category=renewable_energy&country=DE&level=explorer"} {
		check(fmt.Sprintf("/marketplace/services?%s", q), market(q))
	}
	for _, q := range []string{"", "page=2", "page=100", "industry=energy&page=20", "country=DE", "industry=energy", "level=champion",
		"hasServices=true&page=4", "q=green", "q=green&page=3", "q=greem", "q=solar&country=DE", "q=energy&country=DE", "q=en&country=DE",
		"q=energy&industry=energy&level=champion", "q=energy&industry=energy", "q=green&level=champion", "q=0001",
		"q=green&country=DE&verified=true", "sdg=7", "verified=true", "q=energy&country=DE&page=99", "q=green&page=25",
		"country=DE&industry=energy", "industry=energy&level=champion&page=2", "country=DE&industry=energy&level=champion"} {
		check(fmt.Sprintf("/directory?%s", q), companies(q))
	}

	wordEntriesStandForTheirRows(t, app, svc)
	wordWalksFindEveryMatch(t, app, svc)
}

// wordEntriesStandForTheirRows: a word table's entry carries its row's words of its start
// (migration 00930), which match and rank a one-word search as the row's whole document
// does, for every entry of the seeded catalogue and every word it holds as a prefix; and a
// search whose entries hold no words (past 1,000 bytes) reads their rows' documents and
// shows the same pages.
func wordEntriesStandForTheirRows(t *testing.T, app *apptest.App, svc *directory.Service) {
	ctx := context.Background()
	var entries, differ int
	// An eighth of the entries (their ids' first hex digit), every word each holds as a
	// whole prefix and as its start.
	require.NoError(t, app.Pool.QueryRow(ctx, `
		SELECT count(*), count(*) FILTER (WHERE (d.lexemes @@ q) IS DISTINCT FROM (d.search @@ q)
			OR ts_rank(d.lexemes, q) IS DISTINCT FROM ts_rank(d.search, q))
		FROM (SELECT sw.lexemes, s.search FROM service_words sw JOIN services s ON s.id = sw.service_id
		      WHERE sw.service_id::text < '2'
		      UNION ALL
		      SELECT cw.lexemes, dc.search FROM company_words cw JOIN directory_companies dc ON dc.profile_id = cw.profile_id
		      WHERE cw.profile_id::text < '2') d(lexemes, search),
		unnest(tsvector_to_array(d.lexemes)) AS l,
		LATERAL (VALUES ((quote_literal(l) || ':*')::tsquery), ((quote_literal(left(l, 3)) || ':*')::tsquery)) qs(q)`).
		Scan(&entries, &differ))
	require.Greater(t, entries, 10000)
	require.Zero(t, differ, "entries whose words match or rank a word unlike their row")

	pages := func() []string {
		var ids []string
		for _, q := range []string{"q=solar", "q=solar&page=5", "q=service&page=10"} {
			v, _ := url.ParseQuery(q)
			page, err := svc.Market(ctx, directory.ParseMarketFilter(v))
			require.NoError(t, err)
			ids = append(ids, fmt.Sprint(page.Total, page.More))
			for _, c := range page.Cards {
				ids = append(ids, c.ID.String())
			}
		}
		v, _ := url.ParseQuery("q=green&page=3")
		page, err := svc.Directory(ctx, directory.ParseDirectoryFilter(v))
		require.NoError(t, err)
		for _, c := range page.Entries {
			ids = append(ids, c.ProfileID.String())
		}
		return ids
	}
	before := pages()
	for _, table := range []string{"service_words", "company_words"} {
		_, err := app.Pool.Exec(ctx, "UPDATE "+table+" SET lexemes = NULL WHERE word IN ('sol', 'ser', 'gre') AND random() < 0.5")
		require.NoError(t, err)
	}
	require.Equal(t, before, pages(), "entries without words read their rows")
}
