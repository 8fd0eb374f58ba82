package directory_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
)

// The directory's copy of a profile follows it through a job inserted with the change: it
// exists only if the change commits, and the public listing changes when it has run.
func TestAProfileChangeQueuesItsCopyInTheSameTransaction(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	owner, id := makeCompany(t, app, "sun@example.com", company{Name: "Sun Co", Country: "FR", Industry: "energy"})
	require.Contains(t, app.Client().Get("/directory").Text("main"), "Sun Co")

	_, err := app.Server.Modules.Profiles.Unpublish(ctx, id, &web.User{ID: owner})
	require.NoError(t, err)
	var queued int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM river_job
		WHERE kind = 'directory_sync_company' AND state = 'available' AND args->>'profile_id' = $1`, id.String()).Scan(&queued))
	require.Equal(t, 1, queued, "the unpublish queued its copy")
	require.Contains(t, app.Client().Get("/directory").Text("main"), "Sun Co", "not copied before the job runs")
	drain(t, app)
	require.NotContains(t, app.Client().Get("/directory").Text("main"), "Sun Co")

	// A change that fails queues nothing: a stale version is a conflict.
	_, err = app.Server.Modules.Profiles.Publish(ctx, id, &web.User{ID: owner}, 1)
	require.Error(t, err)
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = 'directory_sync_company'
		AND state = 'available'`).Scan(&queued))
	require.Zero(t, queued)
}

// A refresh reads every company, then writes them: if a company is unpublished in between,
// its own job must not run before the refresh has written, or the refresh would bring the
// company back. Copies are serialised by one lock: here a transaction holds it as a slow
// refresh does while it writes what it read before the unpublish.
func TestASlowRefreshCannotBringBackAnUnpublishedCompany(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	owner, id := makeCompany(t, app, "slow@example.com", company{Name: "Slow Co", Country: "FR", Industry: "energy"})

	refresh, err := app.Pool.Begin(ctx)
	require.NoError(t, err)
	defer refresh.Rollback(ctx)                                         //nolint:errcheck
	_, err = refresh.Exec(ctx, `SELECT pg_advisory_xact_lock(5301001)`) // LockDirectoryCopy
	require.NoError(t, err)

	_, err = app.Server.Modules.Profiles.Unpublish(ctx, id, &web.User{ID: owner})
	require.NoError(t, err)
	drained := make(chan error, 1)
	go func() { drained <- app.Server.Jobs.Drain(ctx) }()
	select {
	case err := <-drained:
		t.Fatalf("the unpublish's copy ran while a refresh held the lock (drain: %v)", err)
	case <-time.After(500 * time.Millisecond):
	}

	// The refresh writes what it read before the unpublish: listed.
	_, err = refresh.Exec(ctx, `UPDATE directory_companies SET listed = true, published = true WHERE profile_id = $1`, id)
	require.NoError(t, err)
	require.NoError(t, refresh.Commit(ctx))
	require.NoError(t, <-drained)

	var listed bool
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT listed FROM directory_companies WHERE profile_id = $1`, id).Scan(&listed))
	require.False(t, listed, "the unpublish's own copy ran after the refresh and read the company again")
	require.NotContains(t, app.Client().Get("/directory").Text("main"), "Slow Co")
}

// The refresh and the janitor are periodic jobs of the cluster, not goroutines of each
// instance.
func TestTheRefreshAndTheJanitorArePeriodicJobs(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.Jobs.Start(ctx))
	t.Cleanup(func() { _ = app.Server.Jobs.Stop(context.Background()) })
	require.Eventually(t, func() bool {
		var kinds []string
		rows, err := app.Pool.Query(ctx, `SELECT DISTINCT kind FROM river_job ORDER BY kind`)
		if err != nil {
			return false
		}
		for rows.Next() {
			var k string
			_ = rows.Scan(&k)
			kinds = append(kinds, k)
		}
		return len(kinds) >= 2 && contains(kinds, "directory_refresh") && contains(kinds, "janitor")
	}, 30*time.Second, 100*time.Millisecond, "the leader inserted both at its start")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
