package server_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/app/db/dbtest"
	"greenconnect/app/server"
)

// replicatedApp is the app on a primary of its own with a real streaming replica
// (pg_basebackup -R), its replica checks running.
func replicatedApp(t *testing.T) (*apptest.App, dbtest.Replicated) {
	t.Helper()
	r := dbtest.NewReplicated(t, true)
	dir := t.TempDir()
	cfg := config.Config{
		Env: config.Test, Host: "127.0.0.1", Port: 3000, BaseURL: apptest.BaseURL,
		SessionSecret: "test-secret-test-secret-test-secret", GreenCheckURL: "http://localhost:3001", LogLevel: "error",
		DataDir: dir, BlobURL: "file://" + dir + "/uploads?create_dir=true",
		MailFrom: "Green Connect <no-reply@greenconnect.test>", PageCacheMB: 16,
	}
	clock := &apptest.Clock{}
	clock.Set(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC))
	srv, err := server.New(server.Deps{Config: cfg, Pool: r.Primary, Replicas: []*pgxpool.Pool{r.Replica},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: clock.Now})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	ctx, stop := context.WithCancel(context.Background())
	t.Cleanup(stop)
	srv.Reads.Start(ctx)
	return &apptest.App{T: t, Server: srv, Pool: r.Primary, DBURL: r.PrimaryURL, Clock: clock, Config: cfg}, r
}

// The public listing and company page of a visitor are read from the replica; a change
// shows on them at once (from the primary while the replica has not replayed it: the page
// cache never keeps the old page under the change's invalidation) and then from the replica.
func TestVisitorsPagesReadFromAReplicaAndAChangeShowsAtOnce(t *testing.T) {
	t.Parallel()
	app, r := replicatedApp(t)
	ctx := context.Background()
	c := listedCompany(t, app, "owner@example.com", "Sunny Roofs")
	company := "/companies/" + c.profileID.String()
	reads := app.Server.Reads
	onReplica := func() uint64 {
		var n uint64
		for _, v := range reads.Stats().Replicas {
			n += v
		}
		return n
	}
	// rendered gets path for a visitor, rendered now (not from the cache), and reports
	// whether the replica answered its reads.
	rendered := func(path string) (main string, fromReplica bool) {
		app.Server.Pages.Forget()
		before := onReplica()
		res := app.Client().Get(path)
		require.Equal(t, 200, res.StatusCode, path)
		return res.Text("main"), onReplica() > before
	}

	// (A search with a filter is planned for its values, db.CustomPlans: its statement goes to
	// the replica in a read-only transaction.)
	for _, path := range []string{"/directory", company, "/marketplace/services?q=audit&tags=solar"} {
		require.Eventually(t, func() bool {
			main, fromReplica := rendered(path)
			return fromReplica && strings.Contains(main, "Sunny Roofs")
		}, 30*time.Second, 20*time.Millisecond, "%s: the replica answers once it has the company", path)
	}
	before := onReplica()
	signedIn(app, "reader@example.com").Get("/directory")
	require.Equal(t, before, onReplica(), "a signed-in request reads the primary")

	// The replica stops replaying: the change is not there.
	_, err := r.Replica.Exec(ctx, `SELECT pg_wal_replay_pause()`)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		var state string
		require.NoError(t, r.Replica.QueryRow(ctx, `SELECT pg_get_wal_replay_pause_state()`).Scan(&state))
		return state == "paused"
	}, 30*time.Second, 20*time.Millisecond)
	for _, path := range []string{"/directory", company} {
		app.Client().Get(path)
		require.Equal(t, "HIT", app.Client().Get(path).Header.Get("X-Cache"), path)
	}
	rename(t, app, c, "Sunny Roofs & Sons")
	require.NoError(t, app.Server.Jobs.Drain(ctx)) // the directory's copy
	var onStandby string
	require.NoError(t, r.Replica.QueryRow(ctx, `SELECT company_name FROM directory_companies WHERE profile_id = $1`, c.profileID).Scan(&onStandby))
	require.Equal(t, "Sunny Roofs", onStandby, "the paused replica has the old name")
	for _, path := range []string{"/directory", company} {
		res := app.Client().Get(path)
		require.Equal(t, "MISS", res.Header.Get("X-Cache"), path)
		require.Contains(t, res.Text("main"), "Sunny Roofs & Sons", "%s: the change, read from the primary", path)
		res = app.Client().Get(path)
		require.Equal(t, "HIT", res.Header.Get("X-Cache"), path)
		require.Contains(t, res.Text("main"), "Sunny Roofs & Sons", "%s: the page kept is the new one", path)
	}

	// Replaying again, the replica has the change and answers the visitors again.
	_, err = r.Replica.Exec(ctx, `SELECT pg_wal_replay_resume()`)
	require.NoError(t, err)
	for _, path := range []string{"/directory", company} {
		require.Eventually(t, func() bool {
			main, fromReplica := rendered(path)
			return fromReplica && strings.Contains(main, "Sunny Roofs & Sons")
		}, 30*time.Second, 20*time.Millisecond, "%s: the change is visible on the replica", path)
	}
}

// The public API's listings are a visitor's reads like the listing pages: read from the
// replica; with credentials (a session) they read the primary.
func TestPublicAPIListingsReadFromAReplica(t *testing.T) {
	t.Parallel()
	app, _ := replicatedApp(t)
	listedCompany(t, app, "owner@example.com", "Sunny Roofs")
	reader := signedIn(app, "reader@example.com")
	reads := app.Server.Reads
	onReplica := func() uint64 {
		var n uint64
		for _, v := range reads.Stats().Replicas {
			n += v
		}
		return n
	}
	for _, path := range []string{"/api/public/companies?limit=5", "/api/public/services?limit=5&q=solar&tags=recycling"} {
		require.Eventually(t, func() bool {
			app.Server.Pages.Forget()
			before := onReplica()
			res := app.Client().Get(path)
			require.Equal(t, 200, res.StatusCode, path)
			return onReplica() > before
		}, 30*time.Second, 500*time.Millisecond, "%s: read from the replica", path) // slowly: the API's rate limit
		app.Server.Pages.Forget()
		before := onReplica()
		reader.Get(path)
		require.Equal(t, before, onReplica(), "%s: a signed-in request reads the primary", path)
	}
}
