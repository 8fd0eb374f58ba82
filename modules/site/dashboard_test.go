package site_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// The dashboard (docs/shell.md, "Dashboard"): a company's rating, services, posts and plan,
// what needs attention, and for staff their queues; visitors are asked to sign in.
func TestTheDashboardShowsTheCompanyAtAGlance(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	co := app.Client()
	co.SignInAs(app.CreateUser("acme@example.com"))
	res := co.Get("/dashboard")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "no-store", res.Header.Get("Cache-Control"))
	for _, card := range []string{"dash-rating", "dash-services", "dash-posts", "dash-plan"} {
		require.Equal(t, 1, res.Find(`[data-testid="`+card+`"]`).Length(), card)
	}
	require.Contains(t, res.Text(`[data-testid="dash-rating"]`), "points")
	// The cards are message ids the page translates, the ids inside them too (the level, the
	// next steps' sections): none shows as an id.
	for _, card := range []string{"dash-rating", "dash-verification", "dash-services", "dash-posts", "dash-plan"} {
		require.NotRegexp(t, `\b(rating|profile|directory|blog|billing)\.[a-z_]+\.`, res.Text(`[data-testid="`+card+`"]`), card)
	}
	require.Contains(t, res.Text(`[data-testid="dash-plan"]`), "Free")
	require.Contains(t, res.Text(`[data-testid="attention"]`), "not published yet")
	require.Equal(t, 0, res.Find(`[data-testid="staff-queues"]`).Length(), "no queues for a company")

	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	res = admin.Get("/dashboard")
	require.Equal(t, "0", res.Find(`[data-testid="queue-green-verification"]`).AttrOr("data-count", ""))
	require.Contains(t, res.Text(`[data-testid="queue-green-verification"]`), "Empty")
	require.Equal(t, 1, res.Find(`[data-testid="queue-reported-posts"]`).Length())

	require.Equal(t, http.StatusSeeOther, app.Client().Get("/dashboard").StatusCode, "visitors sign in first")
}

// Staff land on their work (docs/shell.md, "Dashboard"): each queue they work with its count
// and since when its oldest waits, linking to it, above their own company's cards; /admin
// shows the same counts beside its areas.
func TestStaffLandOnTheirQueues(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	for i, name := range []string{"First Co", "Second Co"} {
		co := app.Client()
		co.SignInAs(app.CreateUser(fmt.Sprintf("queued%d@example.com", i)))
		co.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1, "company": map[string]any{
			"companyName": name, "about": "We make things that last.", "city": "Cluj-Napoca", "country": "RO",
			"industry": "energy", "sector": "renewable_energy", "website": "acme.example", "employeeCount": 42}})
		require.Equal(t, http.StatusSeeOther, co.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}}).StatusCode)
		app.Clock.Advance(time.Hour)
	}
	var pending int
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM company_profiles WHERE status = 'pending'`).Scan(&pending))
	require.Equal(t, 2, pending)

	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	res := mod.Get("/dashboard")
	q := res.Find(`[data-testid="queue-profile-review"]`)
	require.Equal(t, "2", q.AttrOr("data-count", ""), "the count is the queue's")
	require.Contains(t, q.Text(), "2 waiting")
	require.Contains(t, q.Text(), "Oldest waiting since")
	require.Equal(t, "/admin/profiles", q.Find("a").AttrOr("href", ""))
	require.Equal(t, 0, res.Find(`[data-testid="queue-green-verification"]`).Length(), "a moderator's queues only")
	require.Equal(t, 0, res.Find(`[data-testid="queue-suggestions"]`).Length())
	html, _ := res.Find(`[data-testid="dashboard"]`).Html()
	require.Less(t, strings.Index(html, `data-testid="staff-queues"`), strings.Index(html, `data-testid="dash-rating"`),
		"the queues come first, the company's cards below")
	queue := mod.Get("/admin/profiles")
	require.Contains(t, queue.Text(`[data-testid="list-count"]`), "2")

	index := mod.Get("/admin")
	require.Contains(t, index.Text(`[data-testid="area-count-profile-review"]`), "2 waiting")
	admin := app.Client()
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	index = admin.Get("/admin")
	require.Contains(t, index.Text(`[data-testid="area-count-green-verification"]`), "Empty")
	require.Contains(t, index.Text(`[data-testid="area-count-admin-suggestions"]`), "Empty")
}
