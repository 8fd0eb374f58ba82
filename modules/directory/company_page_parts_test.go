package directory_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/profile"
)

// The company page's services block is kept with the page's parts, built again by every
// change of a service, in each language; a page whose parts are not built reads them as
// before and shows the same (docs/profile.md, "Company page sections").
func TestCompanyPageKeepsItsServicesBuiltByEachChange(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, id := makeCompany(t, app, "kept@example.com", company{Name: "Kept Co", Country: "DK", Industry: "energy"})
	svc := addService(t, app, id, offering("Heat pumps fitted", "consulting"), true)
	drain(t, app)

	keptNames := func() map[string][]string { // each language's names in the kept services block
		var langs []string
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT array(SELECT jsonb_object_keys(parts) ORDER BY 1)
			FROM company_page_parts WHERE profile_id = $1 AND parts IS NOT NULL`, id).Scan(&langs))
		out := map[string][]string{}
		for _, lang := range langs {
			var names []string
			require.NoError(t, app.Pool.QueryRow(ctx, `SELECT coalesce(array_agg(item ->> 'Name'), '{}')
				FROM company_page_parts k, jsonb_array_elements(k.parts -> $2 -> 'blocks') s(src),
				jsonb_array_elements(CASE jsonb_typeof(src) WHEN 'array' THEN src ELSE '[]' END) b(blk),
				jsonb_array_elements(CASE jsonb_typeof(blk -> 'Items') WHEN 'array' THEN blk -> 'Items' ELSE '[]' END) i(item)
				WHERE k.profile_id = $1 AND blk ->> 'Key' = 'company-services'`, id, lang).Scan(&names))
			out[lang] = names
		}
		return out
	}
	shown := func() []string {
		page := app.Client().Get(profile.PublicPath(id))
		require.Equal(t, http.StatusOK, page.StatusCode)
		return page.Find(`[data-testid="company-services"] li a`).Map(func(_ int, s *goquery.Selection) string { return s.Text() })
	}
	all := func(names ...string) map[string][]string {
		names = append([]string{}, names...)
		return map[string][]string{"en": names, "fr": names, "ro": names, "zh": names}
	}
	require.Equal(t, all("Heat pumps fitted"), keptNames(), "built in every language")
	require.Equal(t, []string{"Heat pumps fitted"}, shown())

	o := svc
	o.Name = "Heat pumps, fitted and serviced"
	svc, err := app.Server.Modules.Directory.Update(ctx, id, o)
	require.NoError(t, err)
	require.Equal(t, all("Heat pumps, fitted and serviced"), keptNames(), "the change built them again")
	require.Equal(t, []string{"Heat pumps, fitted and serviced"}, shown())

	_, err = app.Server.Modules.Directory.SetPublished(ctx, id, svc.ID, svc.Version, false)
	require.NoError(t, err)
	require.Equal(t, all(), keptNames())
	require.Empty(t, shown())

	// Not built (a mark whose build failed): the page reads the sources, and the same.
	addService(t, app, id, offering("Solar audits", "consulting"), true)
	_, err = app.Pool.Exec(ctx, `UPDATE company_page_parts SET parts = NULL WHERE profile_id = $1`, id)
	require.NoError(t, err)
	require.Equal(t, []string{"Solar audits"}, shown())
}

// The benchmark on a company page is drawn from the company's kept copy and the groups'
// memo: a rebuild that moves the groups shows on the page at once, though the company
// itself did not change (docs/directory.md, "Peer benchmark").
func TestTheCompanyPageBenchmarkFollowsEveryRebuild(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	app.Server.Signals.Start(ctx, 5*time.Second) // the memo keeps the groups only while it listens
	t.Cleanup(app.Server.Signals.Stop)
	var first uuid.UUID
	for i, name := range []string{"A", "B", "C", "D", "E"} {
		_, id := makeCompany(t, app, fmt.Sprintf("bm%d@example.com", i), company{Name: name, Country: "RO", Industry: "energy"})
		if i == 0 {
			first = id
		}
	}
	refresh := func() {
		_, err := app.Server.Modules.Directory.RefreshAll(ctx)
		require.NoError(t, err)
	}
	refresh()
	lines := func() string {
		return app.Client().Get(profile.PublicPath(first)).Text(`[data-testid="benchmark-line"]`)
	}
	require.Contains(t, lines(), "(5 companies)")
	require.Contains(t, lines(), "(5 companies)", "a second view, the groups from memory")

	makeCompany(t, app, "bm5@example.com", company{Name: "F", Country: "RO", Industry: "energy"})
	refresh()
	require.Contains(t, lines(), "(6 companies)", "the rebuild dropped the memo")
}
