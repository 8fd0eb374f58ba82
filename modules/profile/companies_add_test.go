package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// An add racing the account's own company (its profile made while the add waits) is a 409
// with the one conflict banner (docs/conventions.md, "Forms and errors"): what was typed
// kept and the way to the companies as they are now; an admin never overwrites a company,
// so no "keep mine".
func TestAnAddRacingTheAccountsOwnCompanyShowsTheConflictBanner(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	c := app.Client()
	c.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	owner := app.CreateUser("racer@example.com")

	// The account's own profile, not committed yet: the add waits on it, then finds it taken.
	tx, err := app.Pool.Begin(ctx)
	require.NoError(t, err)
	defer tx.Rollback(ctx) //nolint:errcheck // committed below
	_, err = tx.Exec(ctx, `INSERT INTO company_profiles (user_id, company, created_at, updated_at)
		VALUES ($1, '{}', now(), now())`, owner)
	require.NoError(t, err)
	answer := make(chan *apptest.Response, 1)
	go func() {
		answer <- c.PostForm("/admin/companies", url.Values{"companyName": {"Racing Co"}, "email": {"racer@example.com"}})
	}()
	require.Eventually(t, func() bool {
		var n int
		err := app.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&n)
		return err == nil && n > 0
	}, 30*time.Second, 20*time.Millisecond, "the add waits on the account's profile")
	require.NoError(t, tx.Commit(ctx))

	res := <-answer
	require.Equal(t, http.StatusConflict, res.StatusCode, res.Body)
	banner := res.Find(`[data-testid="company-new"] [data-testid="conflict"]`)
	require.Equal(t, 1, banner.Length())
	require.Contains(t, banner.Text(), "got a company of its own")
	require.Equal(t, "/admin/companies", banner.Find("a").AttrOr("href", ""))
	require.Zero(t, banner.Find(`button[name="overwrite"]`).Length())
	require.Equal(t, "Racing Co", res.Find("#f-companyName").AttrOr("value", ""), "what was typed is kept")
	require.Equal(t, "racer@example.com", res.Find("#f-email").AttrOr("value", ""))
}
