package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

// Green Verification is linked, with its state, from the drawer, the dashboard, the rating
// page, Plans and billing and /pricing (docs/profile.md, "Green Verification").
func TestGreenVerificationIsLinkedWithItsState(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	state := func(c *apptest.Client, path, card string) string {
		t.Helper()
		res := c.Get(path)
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		require.Equal(t, 1, res.Find(`[data-testid="`+card+`"] a[href="/sustainability-profile/verification"]`).Length(),
			"%s links Green Verification", path)
		return res.Text(`[data-testid="` + card + `"]`)
	}

	free := app.Client()
	free.SignInAs(app.CreateUser("free-links@example.com"))
	res := free.Get("/dashboard")
	require.Equal(t, 1, res.Find(`#drawer a[href="/sustainability-profile/verification"]`).Length(), "the drawer links it")
	require.Contains(t, res.Text(`[data-testid="dash-rating"]`), "Your profile is a draft: only you can see it.",
		"the rating card's status reads as a sentence")
	require.Contains(t, state(free, "/dashboard", "dash-verification"), "Not in your plan")
	require.Contains(t, state(free, "/sustainability-profile", "verification-card"), "Not in your plan")
	require.Contains(t, state(free, "/user/profile/billing", "verification-card"), "Premium")
	require.Equal(t, 1, free.Get("/pricing").Find(`[data-testid="verification-link"][href="/sustainability-profile/verification"]`).Length())

	owner, id := listedCompany(t, app, "links@example.com", billing.PlanPremium)
	require.Contains(t, state(owner, "/dashboard", "dash-verification"), "Ready to request")
	res = owner.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {"J12/345/2020"}, "website": {"acme.example"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, state(owner, "/sustainability-profile", "verification-card"), "Pending")
	require.Contains(t, state(owner, "/user/profile/billing", "verification-card"), "Asked on")

	admin := app.Client()
	adminID := app.CreateUser("links-admin@example.com", account.RoleAdmin)
	admin.SignInAs(adminID)
	reqID, version := latestRequest(t, app, id)
	res = admin.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"verify"}, "version": {itoa64(version)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, state(owner, "/dashboard", "dash-verification"), "Company details validated on")

	// The plan ends: the company still sees what was validated, read-only, and why it cannot
	// ask for more.
	ctx := context.Background()
	var userID, period uuid.UUID
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT m.user_id, m.id FROM billing_memberships m JOIN users u ON u.id = m.user_id
		WHERE u.email = 'links@example.com' AND m.ended_at IS NULL`).Scan(&userID, &period))
	actor := web.AuditActor(ctx)
	actor.ID = adminID
	require.NoError(t, app.Server.Modules.Billing.EndGrant(ctx, actor, userID, period, "ended"))
	card := state(owner, "/sustainability-profile", "verification-card")
	require.Contains(t, card, "Company details validated on")
	require.Contains(t, card, "no longer includes it")
	page := owner.Get("/sustainability-profile/verification")
	require.Equal(t, http.StatusOK, page.StatusCode)
	st, _ := page.Find(`[data-testid="verify-company"] [data-testid="verify-state"]`).Attr("data-state")
	require.Equal(t, "validated", st)
	require.Equal(t, 1, page.Find(`[data-testid="verify-company-locked"]`).Length(), "it says why it cannot ask for more")
	require.Equal(t, 0, page.Find(`form[action^="/sustainability-profile/verification"]`).Length(), "read-only")
}
