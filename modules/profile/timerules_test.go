package profile_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// The time rules run on the app's clock: a PLANNING answer earns its points, is suspended
// when its target passes, and expires 18 months after it was given.
func TestPlanningPointsFollowTheAppClock(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // 2026-11-22 12:00 UTC
	c := app.Client()
	user := app.CreateUser("acme@example.com")
	c.SignInAs(user)
	save(t, c, http.StatusOK, map[string]any{"version": 1,
		"environmentalPolicies": map[string]any{"status": "PLANNING", "plannedFor": "2027-01-31"}})
	note := func() (string, string) {
		page := c.Get("/sustainability-profile")
		return page.Text(`[data-section="environmentalPolicies"] [data-testid="points"]`),
			page.Text(`[data-section="environmentalPolicies"] [data-testid="note"]`)
	}
	points, text := note()
	require.Equal(t, "10 / 50", points)
	require.Equal(t, "Planning points valid until May 22, 2028.", text)

	app.Clock.Set(time.Date(2027, 2, 1, 9, 0, 0, 0, time.UTC)) // the day after the target
	c.SignInAs(user)                                           // months later: a new session
	points, text = note()
	require.Equal(t, "0 / 50", points)
	require.Equal(t, "No points until January 31, 2028: the target date passed while the section was still planned.", text)

	// A new date does not lift the suspension.
	r := save(t, c, http.StatusOK, map[string]any{"version": 2,
		"environmentalPolicies": map[string]any{"status": "PLANNING", "plannedFor": "2027-06-30"}})
	require.Equal(t, "2027-01-31", r.str("environmentalPolicies", "missedTarget"))
	require.EqualValues(t, 0, r.num("rating", "sections", "environmentalPolicies", "points"))
	require.Equal(t, "planning_suspended", r.str("rating", "sections", "environmentalPolicies", "reason"))

	app.Clock.Set(time.Date(2028, 5, 22, 0, 0, 0, 0, time.UTC))
	c.SignInAs(user)
	points, text = note()
	require.Equal(t, "0 / 50", points)
	require.Equal(t, "No points: planning points last 18 months and ended on May 22, 2028. Update your answer.", text)
}
