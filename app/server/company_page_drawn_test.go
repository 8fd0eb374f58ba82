package server_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/i18n"
	"greenconnect/modules/profile"
)

// The company page drawn at its build is the page a view draws from its parts, byte for
// byte, for every listed demo company (every kind of section, evidence, file, chart and
// block) in every language; a view writes the drawing while it holds and draws the page
// from the parts once it does not (docs/profile.md, "The page drawn at its build").
func TestTheCompanyPageDrawnAtItsBuildIsThePageAViewDraws(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.SeedDemo(ctx))
	require.NoError(t, app.Server.Jobs.Insert(ctx, profile.PagePartsArgs{}, nil))
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	exec := func(sql string, args ...any) int64 {
		t.Helper()
		tag, err := app.Pool.Exec(ctx, sql, args...)
		require.NoError(t, err, sql)
		return tag.RowsAffected()
	}
	all, err := app.Server.Modules.Profiles.ListingIDs(ctx)
	require.NoError(t, err)
	listings, err := app.Server.Modules.Profiles.Listings(ctx, all)
	require.NoError(t, err)
	var ids []uuid.UUID
	for _, l := range listings {
		if l.Listed {
			ids = append(ids, l.ID)
		}
	}
	require.Greater(t, len(ids), 15)

	pages := func(query string) map[string]string {
		t.Helper()
		out := map[string]string{}
		for _, id := range ids {
			for _, lang := range i18n.Languages {
				req := httptest.NewRequest(http.MethodGet, profile.PublicPath(id)+"?"+query, nil)
				req.Header.Set("Accept-Language", lang)
				res := app.Client().Do(req)
				require.Equal(t, http.StatusOK, res.StatusCode)
				out[id.String()+"/"+lang] = strings.ReplaceAll(res.Body, "?"+query, "")
			}
		}
		return out
	}
	require.Equal(t, int64(len(ids)*len(i18n.Languages)), exec(`UPDATE company_page_drawn SET html[1] = html[1] || '<!--read-->'`),
		"every listed company's page is drawn in every language")
	for key, body := range pages("marked") {
		require.Contains(t, body, "<!--read-->", "%s: a view writes the drawing", key)
	}
	exec(`UPDATE company_page_drawn SET html[1] = replace(html[1], '<!--read-->', '')`)
	drawn := pages("drawn")
	exec(`UPDATE company_page_drawn SET until = now() - interval '100 years'`) // holds no longer
	fromParts := pages("parts")
	for key, body := range fromParts {
		require.NotContains(t, body, "<!--", key)
		require.Equal(t, body, drawn[key], "%s: drawn at the build as on a view: %s", key, firstDifference(body, drawn[key]))
	}

	// The sweep draws again what no longer holds.
	require.NoError(t, app.Server.Jobs.Insert(ctx, profile.PagePartsArgs{}, nil))
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	require.Equal(t, int64(len(ids)*len(i18n.Languages)), exec(`UPDATE company_page_drawn SET html[1] = html[1] || '<!--again-->' WHERE until > $1`, app.Clock.Now()))
}

// firstDifference shows where two pages part, with a little before and after.
func firstDifference(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from, to := max(0, i-120), func(s string) int { return min(len(s), i+120) }
	return "\n  a view: " + a[from:to(a)] + "\n  drawn:  " + b[from:to(b)]
}
