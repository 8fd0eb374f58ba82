package server_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// showOnNoPage are the tables whose rows no page shows, so that no page version moves with
// them (migration 00080_page_versions.sql). Every other table must have the page_versions
// trigger, or the private page cache could serve a page from before a change to it.
var showOnNoPage = map[string]string{
	"goose_db_version": "the migrations applied",
	"page_versions":    "the counters themselves",
	"sessions":         "each session's own values are in the private cache's key (session.Digest)",
	"rate_limits":      "counters of the rate limits, shown nowhere",
	"sign_in_failures": "counters of the sign-in limits, shown nowhere",
	"post_words":       "the public posts' words, an index the Green Room's search walks: it moves only with blog_posts' rows, whose own trigger moves the versions",
}

func TestEveryTableMovesPageVersionsOrShowsOnNoPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	// Each table with its trigger's arguments and whether it fires at commit (NULL: none).
	rows, err := app.Pool.Query(context.Background(), `
		SELECT c.relname, string_to_array(rtrim(encode(g.tgargs, 'escape'), '\000'), '\000'),
			g.tgdeferrable AND g.tginitdeferred,
			EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
				AND a.attname = (string_to_array(encode(g.tgargs, 'escape'), '\000'))[1] AND a.atttypid = 'uuid'::regtype)
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		LEFT JOIN pg_trigger g ON g.tgrelid = c.oid AND g.tgname = 'page_versions'
		WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY 1`)
	require.NoError(t, err)
	defer rows.Close()
	seen := 0
	for rows.Next() {
		var table string
		var args []string
		var atCommit *bool
		var column bool
		require.NoError(t, rows.Scan(&table, &args, &atCommit, &column))
		seen++
		watched := atCommit != nil
		if watched && args[0] == "site" {
			require.True(t, *atCommit, "%s: the site's counter moves at commit (a deferred constraint trigger)", table)
		} else if watched {
			require.True(t, column, "%s: %s is a uuid column of it", table, args[0])
			require.False(t, *atCommit, "%s: an owner's counter moves with the row", table)
		}
		_, exempt := showOnNoPage[table]
		if strings.HasPrefix(table, "river_") {
			exempt = true // the job queue's own tables
		}
		require.True(t, watched != exempt, "%s: a page_versions trigger, or a reason in showOnNoPage (not both)", table)
	}
	require.NoError(t, rows.Err())
	require.Greater(t, seen, 30)
}

// The counters move with a change in its own transaction: the owner's for their rows, both
// owners' when a row moves between them, the site's once a transaction for shared rows,
// and nobody's for an update that changes nothing.
func TestPageVersionsMoveWithTheRowsTheyCover(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	a, b := app.CreateUser("a@example.com"), app.CreateUser("b@example.com")
	version := func(id uuid.UUID) int64 {
		var v int64
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT coalesce((SELECT version FROM page_versions WHERE user_id = $1), 0)`, id).Scan(&v))
		return v
	}
	exec := func(sql string, args ...any) {
		_, err := app.Pool.Exec(ctx, sql, args...)
		require.NoError(t, err)
	}
	va, vb, site := version(a), version(b), version(uuid.Nil)

	exec(`UPDATE users SET display_name = display_name WHERE id = $1`, a)
	require.Equal(t, va, version(a), "an update that changes nothing")
	exec(`UPDATE users SET display_name = 'Ada' WHERE id = $1`, a)
	require.Equal(t, va+1, version(a))
	require.Equal(t, vb, version(b), "another user's rows")
	require.Equal(t, site, version(uuid.Nil))

	// Another table's row, and a row moving from a to b.
	exec(`INSERT INTO site_suggestions (user_id, subject, body, created_at, updated_at) VALUES ($1, 'Goals', 'More goals', now(), now())`, a)
	require.Equal(t, va+2, version(a))
	exec(`UPDATE site_suggestions SET user_id = $2 WHERE user_id = $1`, a, b)
	require.Equal(t, va+3, version(a))
	require.Equal(t, vb+1, version(b))

	// Shared rows: the site's counter, once for a transaction of several changes (one
	// simple-protocol call is one transaction), not for a change of nothing.
	exec(`INSERT INTO blog_marquee (lang, headlines) VALUES ('en', 'a') ON CONFLICT (lang) DO UPDATE SET headlines = 'a';
		INSERT INTO blog_marquee (lang, headlines) VALUES ('fr', 'b') ON CONFLICT (lang) DO UPDATE SET headlines = 'b'`)
	require.Equal(t, site+1, version(uuid.Nil))
	exec(`UPDATE blog_marquee SET headlines = headlines`)
	require.Equal(t, site+1, version(uuid.Nil))
	require.Equal(t, va+3, version(a))
}
