package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
	"greenconnect/modules/profile"
)

func TestLifecycleReviewRejectThenApproveAndThePublicPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	svc := app.Server.Modules.Profiles
	var changed []uuid.UUID
	svc.OnChange(func(_ context.Context, tags ...string) {
		id, _ := profile.TaggedProfile(tags[0])
		changed = append(changed, id)
	})

	owner, admin := app.Client(), app.Client()
	owner.SignInAs(app.CreateUser("acme@example.com"))
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting":         defined(map[string]any{"weblink": "acme.example/carbon"}),
		"environmentalPolicies": map[string]any{"status": "PLANNING", "plannedFor": "2027-01-31"},
		"sustainabilityGoals":   map[string]any{"status": "DEFINED", "visibility": "hidden", "details": []any{map[string]any{"description": "Private goals"}}},
	})
	id := r.str("id")
	require.Empty(t, changed, "saving a draft changes nothing public")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	require.Len(t, changed, 1)

	queue := admin.Get("/admin/profiles")
	require.Equal(t, http.StatusOK, queue.StatusCode)
	require.Equal(t, "Acme Green", queue.Text(`[data-testid="queue-table"] tbody th`))
	require.Equal(t, http.StatusForbidden, owner.Get("/admin/profiles").StatusCode)

	review := admin.Get("/admin/profiles/" + id)
	require.Equal(t, http.StatusOK, review.StatusCode)
	require.Contains(t, review.Text(`[data-section="sustainabilityGoals"]`), "Private goals", "the reviewer sees every section")

	res := admin.PostForm("/admin/profiles/"+id+"/reject", url.Values{"reason": {"  "}, "sections": {"co2Accounting"}, "version": {"2"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Give the reason the company will see.", res.Text(`#f-reason-error span`))
	require.Equal(t, 1, res.Find(`input[name="sections"][value="co2Accounting"][checked]`).Length(), "the flags are kept")

	reason := "Your carbon link does not open. Please upload the report."
	res = admin.PostForm("/admin/profiles/"+id+"/reject", url.Values{"reason": {reason}, "sections": {"co2Accounting"}, "version": {"2"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	notices := app.MailsTo("acme@example.com")
	require.Len(t, notices, 1, "the company is told, once")
	require.Equal(t, "Your sustainability profile needs changes", notices[0].Subject)
	require.Contains(t, notices[0].Text, "Acme Green")
	require.Contains(t, notices[0].Text, reason)

	page := owner.Get("/sustainability-profile")
	require.Equal(t, "Not approved", page.Text(`[data-testid="status"]`))
	require.Equal(t, reason, page.Text(`[data-testid="rejection-reason"]`))
	require.Contains(t, page.Text(`[data-testid="rejection"]`), "Carbon accounting")
	report := owner.Get("/sustainability-profile/report")
	require.Equal(t, "Needs changes", report.Text(`[data-section="co2Accounting"] [data-testid="rejected"]`))
	require.Equal(t, "Coming soon", report.Text(`[data-section="environmentalPolicies"] [data-testid="coming-soon"] strong`))
	require.Equal(t, 8-1, report.Find(`.report-section`).Length(), "the eight report sections, less the hidden one")
	require.Equal(t, http.StatusNotFound, app.Client().Get("/companies/"+id).StatusCode)

	// The company fixes it and publishes again; the admin approves.
	save(t, owner, http.StatusOK, map[string]any{"version": 2, "co2Accounting": defined(map[string]any{"weblink": "acme.example/carbon-2025"})})
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"3"}})
	require.Equal(t, "Waiting for approval", owner.Get("/sustainability-profile").Text(`[data-testid="status"]`))
	res = admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"3"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	notices = app.MailsTo("acme@example.com")
	require.Len(t, notices, 2)
	require.Equal(t, "Your sustainability profile is approved", notices[1].Subject)
	require.Equal(t, http.StatusConflict, admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"3"}}).StatusCode, "not pending any more")
	// Both decisions are audited, with the status before and after and the reason.
	decisions, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "profile.review.", ObjectID: id})
	require.NoError(t, err)
	require.Len(t, decisions.Entries, 2)
	approval, rejection := decisions.Entries[0], decisions.Entries[1]
	require.Equal(t, "profile.review.approve", approval.Entry.Action)
	require.Equal(t, audit.Pair{Before: `"pending"`, After: `"approved"`}, approval.Changes["status"])
	require.Equal(t, "admin@example.com", approval.Actor.Label)
	require.Equal(t, audit.Pair{Before: `"pending"`, After: `"rejected"`}, rejection.Changes["status"])
	require.Equal(t, audit.Pair{Before: "true", After: "false"}, rejection.Changes["published"])
	require.Equal(t, `["co2Accounting"]`, rejection.Changes["rejectedSections"].After)
	require.Equal(t, reason, rejection.Entry.Note)

	pub := app.Client().Get("/companies/" + id)
	require.Equal(t, http.StatusOK, pub.StatusCode)
	require.Equal(t, "Acme Green", pub.Text(`[data-testid="company-name"]`))
	require.Equal(t, "Approved Green Connect", pub.Text(`[data-testid="verified"]`))
	require.Equal(t, "Green Explorer", pub.Text(`[data-testid="level"]`))
	require.Equal(t, "165 points", pub.Text(`[data-testid="total"]`))
	require.Equal(t, 3, pub.Find(`.stars .star-on`).Length())
	require.Contains(t, pub.Text(`[data-section="co2Accounting"]`), "acme.example/carbon-2025")
	require.NotContains(t, pub.Body, "Private goals", "hidden sections stay private")
	require.Zero(t, pub.Find(`script[src*="wizard"], [data-island]`).Length(), "no island needed to read it")
	require.Equal(t, "Logotype of the Company", pub.Find(`.company-head .logo-box`).AttrOr("alt", ""))

	// Once approved, a later publish goes live at once, and says so.
	save(t, owner, http.StatusOK, map[string]any{"version": 3, "company": map[string]any{"about": "Now with wind too."}})
	require.Contains(t, app.Client().Get("/companies/"+id).Body, "We make things that last.", "saved, not yet published")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"4"}})
	page = owner.Get("/sustainability-profile")
	require.True(t, strings.HasPrefix(page.Text("[data-flash-text]"), "Your updated information is now published on the green connect."))
	require.Equal(t, "go to your sustainability profile", page.Text("[data-flash-link]"))
	require.Contains(t, app.Client().Get("/companies/"+id).Body, "Now with wind too.")

	owner.PostForm("/sustainability-profile/unpublish", nil)
	require.Equal(t, http.StatusNotFound, app.Client().Get("/companies/"+id).StatusCode, "unpublished at once")
	l, err := svc.Listing(context.Background(), uuid.MustParse(id))
	require.NoError(t, err)
	require.False(t, l.Listed)
	require.Equal(t, profile.StatusApproved, l.Status)
	require.NotNil(t, l.VerifiedAt)
	require.Len(t, changed, 7, "publish, reject, publish, approve, save (approved), publish, unpublish")
}

func TestReviewDecisionsAreMailedInTheCompanysLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner := app.Client()
	user := app.CreateUser("acme@example.com")
	owner.SignInAs(user)
	owner.PostForm("/preferences", url.Values{"locale": {"fr"}})
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company()})
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	id := uuid.MustParse(r.str("id"))
	svc := app.Server.Modules.Profiles
	ctx := context.Background()

	require.NoError(t, svc.Reject(ctx, id, adminID, 2, "Le lien ne s’ouvre pas.", nil))
	m := app.LastMailTo("acme@example.com")
	require.Equal(t, "Votre profil de durabilité doit être modifié", m.Subject)
	require.Contains(t, m.Text, "« Le lien ne s’ouvre pas. »")
	require.Contains(t, m.Text, "/sustainability-profile")

	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	require.NoError(t, svc.Approve(ctx, id, adminID, 2))
	m = app.LastMailTo("acme@example.com")
	require.Equal(t, "Votre profil de durabilité est approuvé", m.Subject)
	require.Contains(t, m.Text, "Acme Green")
	require.Contains(t, m.Text, "/companies/"+id.String())
	require.Len(t, app.MailsTo("acme@example.com"), 2)
}
