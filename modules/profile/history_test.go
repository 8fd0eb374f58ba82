package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// The rating's history (docs/profile.md, "Rating history"): a step on approval, on each
// publish of an approved profile and on each points table change, each saying what changed.
func TestTheRatingHistoryKeepsEachPublishedRating(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ownerID := app.CreateUser("acme@example.com")
	owner, admin := app.Client(), app.Client()
	owner.SignInAs(ownerID)
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	planned := app.Clock.Now().AddDate(1, 0, 0).Format("2006-01-02")
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting":         defined(map[string]any{"weblink": "acme.example/carbon"}),
		"environmentalPolicies": map[string]any{"status": "PLANNING", "plannedFor": planned}})
	id := r.str("id")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	steps := func() int {
		h, err := app.Server.Modules.Profiles.History(context.Background(), mustUUID(id))
		require.NoError(t, err)
		return len(h)
	}
	require.Equal(t, 0, steps(), "a rating waiting for review is not public yet")
	require.Equal(t, http.StatusSeeOther, admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"2"}}).StatusCode)
	require.Equal(t, 1, steps())
	var actor, status string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT actor_label, after->>'status' FROM audit_log
		WHERE action = 'profile.review.approve' AND object_id = $1`, id).Scan(&actor, &status))
	require.Equal(t, []string{"admin@example.com", "approved"}, []string{actor, status}, "the decision is audited")

	// A new answer, published: a step that names it.
	save(t, owner, http.StatusOK, map[string]any{"version": 2, "sustainabilityTraining": defined(map[string]any{"weblink": "acme.example/t"})})
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"3"}})
	require.Equal(t, 2, steps())

	// Another company waits for its first review: not public, so no history of its own.
	otherID := app.CreateUser("waiting@example.com")
	other := app.Client()
	other.SignInAs(otherID)
	w := save(t, other, http.StatusOK, map[string]any{"version": 1, "company": company()})
	other.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})

	// The points table changes: every public rating is recomputed under the new version, by a
	// job (once, however often it runs).
	require.Equal(t, "Rated with version 1 of the points table.", app.Client().Get("/companies/"+id).Text(`[data-testid="method-version"]`))
	app.SetPoints("co2Accounting.DEFINED", 70)
	require.Equal(t, "Rated with version 2 of the points table.", app.Client().Get("/companies/"+id).Text(`[data-testid="method-version"]`),
		"the page says which table rated what it shows")
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Equal(t, 3, steps())
	waiting, err := app.Server.Modules.Profiles.History(context.Background(), mustUUID(w.str("id")))
	require.NoError(t, err)
	require.Empty(t, waiting, "a profile waiting for review gets no step")
	app.Server.Modules.Profiles.TableChanged(context.Background()) // the same version again
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Equal(t, 3, steps(), "a second run adds nothing")

	// Nineteen months on the planning points have expired: republished, the step says a time
	// rule applied.
	app.Clock.Set(app.Clock.Now().AddDate(0, 19, 0))
	owner.SignInAs(ownerID)
	res := owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"3"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Text("main"))
	h, err := app.Server.Modules.Profiles.History(context.Background(), mustUUID(id))
	require.NoError(t, err)
	require.Len(t, h, 4)
	require.Equal(t, []string{"sustainabilityTraining"}, h[1].Answers)
	require.True(t, h[2].Table)
	require.Equal(t, 2, h[2].TableVersion)
	require.Equal(t, h[1].Total+10, h[2].Total, "co2Accounting went from 60 to 70")
	require.Equal(t, []string{"environmentalPolicies"}, h[3].TimeRules)

	page := app.Client().Get("/companies/" + id)
	block := page.Find(`[data-testid="rating-history"]`)
	require.Equal(t, 1, block.Length())
	require.Equal(t, 4, block.Find(`[data-testid="rating-history-steps"] tbody tr`).Length())
	require.Equal(t, 1, block.Find("figure").Length(), "the chart, with its table")
	first := block.Find(`[data-testid="rating-history-steps"] tbody tr`).First().Text()
	require.Contains(t, first, "Environmental policies: a time rule applied", "newest first")
	require.Contains(t, owner.Get("/sustainability-profile").Text(`[data-testid="rating-history"]`), "version 2")
	require.Equal(t, "Rated with version 2 of the points table.", owner.Get("/sustainability-profile/report").Text(`[data-testid="method-version"]`))
}
