package profile_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// The review queue is a list like the others (docs/conventions.md, "Admin pages"): one
// status at a time, searched by company name, sorted, a page of 25, without JavaScript.
func TestTheReviewQueueIsSearchedSortedAndPaged(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	for i := range 27 {
		owner := app.Client()
		owner.SignInAs(app.CreateUser(fmt.Sprintf("q%02d@example.com", i)))
		c := company()
		c["companyName"] = fmt.Sprintf("Queue Co %02d", i)
		save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": c})
		require.Equal(t, http.StatusSeeOther, owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}}).StatusCode)
		app.Clock.Advance(time.Minute)
	}
	admin := app.Client()
	admin.SignInAs(app.CreateUser("queue-admin@example.com", account.RoleAdmin))

	first := admin.Get("/admin/profiles")
	require.Equal(t, http.StatusOK, first.StatusCode)
	rows := first.Find(`[data-testid="queue-table"] tbody th`)
	require.Equal(t, 25, rows.Length(), "a page of 25")
	require.Equal(t, "Queue Co 00", rows.First().Text(), "the oldest submission first")
	require.Contains(t, first.Text(`[data-testid="list-count"]`), "27")
	require.Equal(t, "pending", first.Find(`#f-queue-status option`).First().AttrOr("value", ""), "pending unless another status is chosen")
	approved := admin.Get("/admin/profiles?status=approved")
	require.Equal(t, "approved", approved.Find(`#f-queue-status option[selected]`).AttrOr("value", ""))
	second := admin.Get("/admin/profiles?page=2")
	require.Equal(t, 2, second.Find(`[data-testid="queue-table"] tbody th`).Length())

	byName := admin.Get("/admin/profiles?sort=company&dir=desc")
	require.Equal(t, "Queue Co 26", byName.Find(`[data-testid="queue-table"] tbody th`).First().Text())
	found := admin.Get("/admin/profiles?q=co+1")
	require.Equal(t, 10, found.Find(`[data-testid="queue-table"] tbody th`).Length(), "Queue Co 10 to 19")
	require.Equal(t, "co 1", found.Find(`#f-queue-q`).AttrOr("value", ""), "the search stays in its box")

	none := admin.Get("/admin/profiles?status=approved&q=Queue")
	require.Equal(t, 1, none.Find(`[data-testid="list-empty"]`).Length())
	require.Contains(t, none.Text(`[data-testid="list-empty"]`), "Change the search", "a search found nothing")
	// An empty queue says so: the status tab is not a search to change.
	rejected := admin.Get("/admin/profiles?status=rejected&sort=company")
	require.Equal(t, "No profiles are rejected.", rejected.Text(`[data-testid="list-empty"] p`))
	require.Equal(t, http.StatusOK, admin.Get("/admin/profiles?status=nonsense&page=99999999999&sort=%27").StatusCode)
}

// An empty queue says it is empty, not that a search should change (docs/conventions.md,
// "Admin pages").
func TestAnEmptyReviewQueueSaysSo(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	for _, path := range []string{"/admin/profiles", "/admin/profiles?status=pending"} {
		res := admin.Get(path)
		require.Equal(t, "No profiles are waiting for review.", res.Text(`[data-testid="list-empty"] p`), path)
	}
	require.Contains(t, admin.Get("/admin/profiles?q=nobody").Text(`[data-testid="list-empty"]`), "Change the search")
}
