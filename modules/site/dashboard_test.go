package site_test

import (
	"net/http"
	"testing"

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
	require.Contains(t, res.Text(`[data-testid="dash-plan"]`), "Free")
	require.Contains(t, res.Text(`[data-testid="attention"]`), "not published yet")
	require.Equal(t, 0, res.Find(`[data-testid="dash-profile-queues"]`).Length(), "no queues for a company")

	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	res = admin.Get("/dashboard")
	require.Contains(t, res.Text(`[data-testid="dash-profile-queues"]`), "Green Verification requests waiting: 0")
	require.Equal(t, 1, res.Find(`[data-testid="dash-reported-posts"]`).Length())

	require.Equal(t, http.StatusSeeOther, app.Client().Get("/dashboard").StatusCode, "visitors sign in first")
}
