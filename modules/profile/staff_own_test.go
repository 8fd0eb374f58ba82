package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

// Staff never decide their own company (docs/account-security.md, "Staff and their own
// company"): the review refuses with a 409 that says why, and another reviewer decides.
func TestAModeratorCannotReviewTheirOwnCompany(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod-owner@example.com", account.RoleModerator))
	r := save(t, mod, http.StatusOK, map[string]any{"version": 1, "company": company()})
	id := r.str("id")
	require.Equal(t, http.StatusSeeOther, mod.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}}).StatusCode)

	page := mod.Get("/admin/profiles/" + id)
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Contains(t, page.Text(`[data-testid="review-notice"]`), "your own company")
	require.Equal(t, 0, page.Find(`form[action$="/approve"]`).Length(), "no decision is offered")

	res := mod.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"2"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="review-notice"]`), "Another moderator or admin must decide")
	res = mod.PostForm("/admin/profiles/"+id+"/reject", url.Values{"version": {"2"}, "reason": {"mine"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, "pending", getMine(t, mod).str("status"), "nothing was decided")

	admin := app.Client()
	admin.SignInAs(app.CreateUser("mod-owner-admin@example.com", account.RoleAdmin, account.RoleModerator))
	res = admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"2"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "another staff member decides")
	require.Equal(t, "approved", getMine(t, mod).str("status"))
}

func TestAnAdminCannotVerifyTheirOwnCompany(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "admin-owner@example.com", billing.PlanPremium)
	_, err := app.Pool.Exec(context.Background(), `UPDATE users SET roles = '{admin}' WHERE email = 'admin-owner@example.com'`)
	require.NoError(t, err)
	res := owner.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {"J12/345/2020"}, "website": {"acme.example"}},
		apptest.File{Field: "document", Name: "register.pdf", Body: pdf})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	reqID, version := latestRequest(t, app, id)

	page := owner.Get("/admin/verification/" + reqID.String())
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Contains(t, page.Text(`[data-testid="verification-notice"]`), "your own company")
	require.Equal(t, 0, page.Find(`button[value="verify"]`).Length(), "no decision is offered")
	res = owner.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"verify"}, "version": {itoa64(version)}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="verification-notice"]`), "Another admin must decide")
	var status string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT status FROM verification_requests WHERE id = $1`, reqID).Scan(&status))
	require.Equal(t, "pending", status)

	other := app.Client()
	other.SignInAs(app.CreateUser("other-admin@example.com", account.RoleAdmin))
	res = other.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"verify"}, "version": {itoa64(version)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
}
