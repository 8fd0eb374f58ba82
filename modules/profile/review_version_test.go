package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

func TestAReviewDecisionNamesTheVersionTheReviewerSaw(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, admin := app.Client(), app.Client()
	owner.SignInAs(app.CreateUser("acme@example.com"))
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	admin.SignInAs(adminID)
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting": defined(map[string]any{"description": "First evidence"})})
	id := r.str("id")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})

	review := admin.Get("/admin/profiles/" + id)
	require.Equal(t, "2", review.Find(`form[action$="/approve"] input[name=version]`).AttrOr("value", ""))
	require.Equal(t, "2", review.Find(`form[action$="/reject"] input[name=version]`).AttrOr("value", ""))

	// While the reviewer reads version 2, the company changes its evidence and publishes again.
	save(t, owner, http.StatusOK, map[string]any{"version": 2, "co2Accounting": defined(map[string]any{"description": "Swapped evidence"})})
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"3"}})

	res := admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"2"}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "what the reviewer did not see is not approved")
	require.Contains(t, res.Text("[data-testid=review-notice]"), "published a new version while you were reviewing")
	require.Contains(t, res.Text(`[data-section="co2Accounting"]`), "Swapped evidence", "the page now shows the new snapshot")
	require.Equal(t, "3", res.Find(`form[action$="/approve"] input[name=version]`).AttrOr("value", ""))
	require.Equal(t, "Waiting for approval", owner.Get("/sustainability-profile").Text(`[data-testid="status"]`))

	res = admin.PostForm("/admin/profiles/"+id+"/reject", url.Values{"version": {"2"}, "reason": {"The link is broken."}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "nor rejected")
	require.Equal(t, "The link is broken.", res.Find("#f-reason").Text(), "the reason typed is kept")

	require.Equal(t, http.StatusConflict, admin.PostForm("/admin/profiles/"+id+"/approve", nil).StatusCode,
		"a decision without a version names nothing")
	require.Equal(t, http.StatusConflict, admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"4294967299"}}).StatusCode,
		"a version out of range names nothing (it does not wrap to 3)")

	res = admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"3"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "Approved Green Connect", owner.Get("/sustainability-profile").Text(`[data-testid="status"]`))

	// The service says the same to any other caller.
	ctx := context.Background()
	svc := app.Server.Modules.Profiles
	save(t, owner, http.StatusOK, map[string]any{"version": 3, "company": map[string]any{"city": "Cluj"}})
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"4"}}) // approved: live at once
	err := svc.Reject(ctx, mustUUID(id), adminID, 3, "Withdrawn.", nil)
	require.Equal(t, "profile.review.republished", web.AsError(err).Key)
	require.NoError(t, svc.Reject(ctx, mustUUID(id), adminID, 4, "Withdrawn.", nil))
}
