package directory_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// wordWalksFindEveryMatch: a marketplace search of one word walked in its start's entries
// with other filters (tags, a place, a level: docs/directory.md, "Search at any size")
// shows the page and the count that every service the word and the filters match gives:
// its 200 best rated, ranked. On the
// plan test's catalogue: a common pair, a rare one, two tags with a flag, a start longer
// than the walk's bound with a tag no service holds and one that only services past the
// bound hold (the walk finds none of them, and the page is read again: readAgain), a deep
// page, a page past the 200 best rated (no card, the first page's count), and tags in a
// country or a category (the place's entries walked); and a word in an industry, with tags
// or none (the industry's entries walked: migration 01080), and in a level (the entries of
// its band of totals).
func wordWalksFindEveryMatch(t *testing.T, app *apptest.App, svc *directory.Service) {
	ctx := context.Background()
	var entries int
	require.NoError(t, app.Pool.QueryRow(ctx, "SELECT count(*) FROM service_words WHERE word = 'and'").Scan(&entries))
	require.Greater(t, entries, directory.TagWalkBound, "a start longer than the walk's bound")
	_, err := app.Pool.Exec(ctx, `UPDATE services SET tags = tags || '{rarefind}' WHERE id IN (
		SELECT service_id FROM service_words WHERE word = 'and' ORDER BY company_total, published_at LIMIT 3)`)
	require.NoError(t, err)
	for _, address := range []string{"q=solar&tags=solar", "q=energy&tags=audit", "q=energy&tags=audit&page=3",
		"q=solar&tags=solar,esg&onlyWithPrices=true", "q=and&tags=zzz", "q=and&tags=ev", "q=sol&tags=solar&page=19",
		"q=and&tags=rarefind", "q=energy&tags=audit&page=25",
		// Tags in a place (the chips of a search in a country or a category).
		"q=energy&tags=audit&country=DE", "q=solar&tags=solar&country=DE", "q=solar&tags=solar&category=renewable_energy&onlyServices=true",
		"q=and&tags=rarefind&country=DE",
		// A word in an industry: a common one, a deep page, tags, a start longer than the bound.
		"q=solar&industry=energy", "q=solar&industry=energy&page=4", "q=energy&tags=audit&industry=energy",
		"q=and&industry=construction", "q=and&tags=rarefind&industry=energy",
		// A word in a level (its band of totals), alone, in a place, with tags; a level few hold.
		"q=solar&level=explorer", "q=solar&level=champion&page=3", "q=solar&country=DE&level=champion",
		"q=energy&tags=audit&level=explorer", "q=energy&level=achiever", "q=and&level=starter"} {
		v, _ := url.ParseQuery(address)
		f := directory.ParseMarketFilter(v)
		page, err := svc.Market(ctx, f)
		require.NoError(t, err, address)
		got := []uuid.UUID{}
		for _, c := range page.Cards {
			got = append(got, c.ID)
		}
		var total int
		want := []uuid.UUID{}
		require.NoError(t, app.Pool.QueryRow(ctx, `
			WITH c AS (SELECT id, company_total, published_at, ts_rank(search, q) AS rank
				FROM services, CAST(gc_search_query($1) AS tsquery) AS q
				WHERE published AND company_listed AND search @@ q AND tags @> $2 AND (has_prices OR NOT $3)
					AND (company_provider OR NOT $8) AND $9 IN ('', category) AND $10 IN ('', company_country)
					AND $11 IN ('', industry) AND $12 IN ('', company_level)
				ORDER BY company_total DESC, published_at DESC, id LIMIT $4)
			SELECT (SELECT count(*) FROM c), coalesce(array(SELECT id FROM
				(SELECT * FROM c ORDER BY company_total DESC, published_at DESC, id LIMIT $5) AS b
				ORDER BY rank DESC, company_total DESC, published_at DESC, id LIMIT $6 OFFSET $7), '{}')`,
			f.Query, append([]string{}, f.Tags...), f.OnlyWithPrices, directory.SearchBound+1, directory.SearchBound, directory.PageSize,
			directory.Offset(f.Page), f.OnlyServices, f.Category, f.Country, f.Industry, f.Level).Scan(&total, &want))
		require.Equal(t, want, got, "%s: the page every match gives", address)
		if address == "q=solar&tags=solar&country=DE" || address == "q=solar&tags=solar&category=renewable_energy&onlyServices=true" ||
			address == "q=solar&industry=energy" {
			require.NotEmpty(t, got, "%s: a place some of the pair's matches lie in", address)
		}
		shown, more := min(total, directory.SearchBound), total > directory.SearchBound
		require.Equal(t, fmt.Sprint(shown, more), fmt.Sprint(page.Total, page.More), "%s: the count", address)
	}
}
