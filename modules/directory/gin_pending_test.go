package directory_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// TestListingSearchIndexesKeepNoPendingList: a change's entries go into the listings' GIN
// indexes at once, so a search never reads a list of pending entries besides the index
// (docs/directory.md, "Search at any size"; migration 00960). With PostgreSQL's default a
// company listed and a service published leave their entries in the list, and
// gin_clean_pending_list finds pages to move.
func TestListingSearchIndexesKeepNoPendingList(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, id := makeCompany(t, app, "gin@example.com", company{Name: "Greenfield Energy", Country: "DE", Industry: "energy"})
	addService(t, app, id, offering("Solar audit", "energy_efficiency", "solar", "audit"), true)
	drain(t, app)

	rows, err := app.Pool.Query(ctx, `SELECT c.relname, gin_clean_pending_list(c.oid)
		FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
		WHERE a.amname = 'gin' AND i.indrelid IN ('services'::regclass, 'directory_companies'::regclass, 'blog_posts'::regclass)
		ORDER BY 1`)
	require.NoError(t, err)
	defer rows.Close()
	var seen []string
	for rows.Next() {
		var name string
		var pending int64
		require.NoError(t, rows.Scan(&name, &pending))
		require.Zero(t, pending, "%s holds pages of pending entries", name)
		seen = append(seen, name)
	}
	require.NoError(t, rows.Err())
	require.Contains(t, seen, "directory_companies_filtered_search_idx")
	require.Contains(t, seen, "services_search_idx")
	require.Contains(t, seen, "blog_posts_search_idx")
}
