package directory_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/PuerkitoBio/goquery"
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
