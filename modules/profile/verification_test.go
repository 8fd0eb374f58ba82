package profile_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

var pdf = []byte("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")

// listedCompany is a company with a listed profile (published and approved) whose
// co2Accounting section has one live evidence item, on the given plan ("" for free).
func listedCompany(t *testing.T, app *apptest.App, email string, plan billing.PlanKey) (owner *apptest.Client, id string) {
	t.Helper()
	ctx := context.Background()
	owner = app.Client()
	owner.SignInAs(app.CreateUser(email))
	if plan != "" {
		actor := web.AuditActor(ctx)
		actor.ID = app.CreateUser("granter-"+email, account.RoleAdmin)
		require.NoError(t, app.Server.Modules.Billing.Grant(ctx, actor, email, plan, ""))
	}
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting": defined(map[string]any{"weblink": "acme.example/carbon"})})
	id = r.str("id")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	admin := app.Client()
	admin.SignInAs(app.CreateUser("approver-"+email, account.RoleAdmin))
	res := admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"2"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	return owner, id
}

// latestRequest is the newest verification request of a profile: its id and version.
func latestRequest(t *testing.T, app *apptest.App, profileID string) (id uuid.UUID, version int64) {
	t.Helper()
	var updated time.Time
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT id, updated_at FROM verification_requests WHERE profile_id = $1 ORDER BY status = 'pending' DESC, created_at DESC LIMIT 1`,
		profileID).Scan(&id, &updated))
	return id, updated.UnixMicro()
}

func TestTheVerificationPageIsBehindThePlans(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	free := app.Client()
	free.SignInAs(app.CreateUser("free@example.com"))
	res := free.Get("/sustainability-profile/verification")
	require.Equal(t, http.StatusOK, res.StatusCode, "a free company reads the page: what it does, and why it cannot ask")
	require.Equal(t, 1, res.Find(`[data-testid="verify-company-locked"] a[href="/pricing"]`).Length(), "with a link to the plans")
	require.Equal(t, 0, res.Find(`[data-testid="verify-company-form"]`).Length())
	require.Equal(t, http.StatusForbidden, free.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {"J12/345/2020"}, "website": {"acme.example"}}).StatusCode)

	premium, _ := listedCompany(t, app, "premium@example.com", billing.PlanPremium)
	res = premium.Get("/sustainability-profile/verification")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, 1, res.Find(`[data-testid="verify-company-form"]`).Length())
	require.Equal(t, 1, res.Find(`[data-testid="verify-items-locked"] a[href="/pricing"]`).Length(),
		"Premium does not unlock document verification: it says so and links to the plans")
	require.Equal(t, http.StatusForbidden, premium.PostMultipart("/sustainability-profile/verification/item",
		url.Values{"section": {"co2Accounting"}, "item": {"0"}}, apptest.File{Field: "document", Name: "proof.pdf", Body: pdf}).StatusCode)

	plus, _ := listedCompany(t, app, "plus@example.com", billing.PlanPremiumPlus)
	res = plus.Get("/sustainability-profile/verification")
	require.Equal(t, 0, res.Find(`[data-testid="verify-items-locked"]`).Length())
	require.Equal(t, 1, res.Find(`[data-testid="verify-item"][data-section="co2Accounting"] form`).Length())
}

func TestACompanyValidationIsAskedCheckedAndMarked(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "acme@example.com", billing.PlanPremium)
	adminID := app.CreateUser("checker@example.com", account.RoleAdmin)
	admin := app.Client()
	admin.SignInAs(adminID)

	// Bad input comes back with what was typed.
	countFiles := func() (n int) {
		require.NoError(t, app.Pool.QueryRow(context.Background(),
			`SELECT count(*) FROM profile_files WHERE profile_id = $1`, id).Scan(&n))
		return n
	}
	before := countFiles()
	res := owner.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {""}, "website": {"not a site"}, "note": {"Call me"}},
		apptest.File{Field: "document", Name: "register.pdf", Body: pdf})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Enter your company’s registration number.", res.Text(`#f-registration-error span`))
	require.NotEmpty(t, res.Text(`#f-website-error span`))
	require.Equal(t, "Call me", res.Text(`#f-note`))
	require.Equal(t, before, countFiles(), "a refused form stores no document")

	res = owner.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {"J12/345/2020"}, "website": {"acme.example"}},
		apptest.File{Field: "document", Name: "register.pdf", Body: pdf})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, before+1, countFiles(), "the accepted form's document is stored")
	page := owner.Get("/sustainability-profile/verification")
	state, _ := page.Find(`[data-testid="verify-company"] [data-testid="verify-state"]`).Attr("data-state")
	require.Equal(t, "waiting", state)
	res = owner.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {"J12/345/2020"}, "website": {"acme.example"}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "one request waits at a time")

	// Only admins reach the queue.
	require.Equal(t, http.StatusForbidden, owner.Get("/admin/verification").StatusCode)
	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	require.Equal(t, http.StatusForbidden, mod.Get("/admin/verification").StatusCode)
	queue := admin.Get("/admin/verification?status=pending")
	require.Equal(t, http.StatusOK, queue.StatusCode)
	require.Equal(t, "Acme Green", queue.Text(`tbody th`))

	reqID, version := latestRequest(t, app, id)
	review := admin.Get("/admin/verification/" + reqID.String())
	require.Equal(t, "J12/345/2020", review.Text(`[data-testid="given-registration"]`))
	require.Equal(t, 1, review.Find(`[data-testid="file"] a`).Length(), "the document is there to open")

	// A refusal needs a note; a stale version is a 409; a verification marks the pages.
	res = admin.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"refuse"}, "note": {" "},
		"version": {itoa64(version)}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	res = admin.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"verify"}, "version": {itoa64(version - 1)}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, http.StatusNotFound, admin.PostForm("/admin/verification/"+uuid.NewString(),
		url.Values{"decision": {"verify"}, "version": {itoa64(version)}}).StatusCode)
	res = admin.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"verify"}, "version": {itoa64(version)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	res = admin.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"refuse"}, "note": {"late"},
		"version": {itoa64(version)}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "a decided request is not decided again")
	require.Contains(t, admin.Get("/admin/verification/"+reqID.String()).Text("main"), "by checker@example.com",
		"the request's page says who decided it")

	// The audit log has who, what and when.
	var action, actorLabel string
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT action, actor_label FROM audit_log WHERE object_id = $1 AND action LIKE 'profile.verification.%'`, id).
		Scan(&action, &actorLabel))
	require.Equal(t, "profile.verification.verify", action)
	require.Equal(t, "checker@example.com", actorLabel)
	decided, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "profile.verification.", ObjectID: id})
	require.NoError(t, err)
	require.Equal(t, audit.Pair{Before: `"pending"`, After: `"verified"`}, decided.Entries[0].Changes["status"])

	visitor := app.Client()
	today := app.Clock.Now()
	pub := visitor.Get("/companies/" + id)
	require.Contains(t, pub.Text(`[data-testid="company-validated"]`), "Company details validated on")
	require.Contains(t, owner.Get("/sustainability-profile/report").Text(`[data-testid="company-validated"]`), "validated")
	var rec map[string]any
	visitor.JSON(http.MethodGet, "/api/sustainability/"+id, nil).DecodeJSON(&rec)
	require.NotNil(t, rec["verification"].(map[string]any)["companyValidatedAt"], "the public record carries the mark")
	refreshDirectory(t, app) // a job in production; the tests run no job worker
	require.Equal(t, 1, visitor.Get("/directory").Find(`[data-testid="entry-verified"]`).Length())
	require.Equal(t, 1, visitor.Get("/directory?verified=true").Find(`[data-testid="company-entry"]`).Length())
	var badge map[string]any
	require.NoError(t, json.Unmarshal([]byte(visitor.Get("/badge/"+id+".json").Body), &badge))
	require.Equal(t, today.Format("2006-01-02"), badge["companyValidatedAt"])

	// The mark goes when the details change (and the directory drops it too).
	changed := company()
	changed["city"] = "Timișoara"
	save(t, owner, http.StatusOK, map[string]any{"version": 2, "company": changed})
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"3"}})
	require.Equal(t, 0, visitor.Get("/companies/"+id).Find(`[data-testid="company-validated"]`).Length())
	refreshDirectory(t, app)
	require.Equal(t, 0, visitor.Get("/directory?verified=true").Find(`[data-testid="company-entry"]`).Length())
}

func TestAnEvidenceItemIsVerifiedAgainstADocument(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "plus@example.com", billing.PlanPremiumPlus)
	admin := app.Client()
	admin.SignInAs(app.CreateUser("checker@example.com", account.RoleAdmin))

	res := owner.PostMultipart("/sustainability-profile/verification/item", url.Values{"section": {"co2Accounting"}, "item": {"0"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a document is required")
	require.Equal(t, "Choose the document that proves this item.", res.Text(`#f-co2Accounting-0-document-error span`))
	require.Equal(t, http.StatusNotFound, owner.PostMultipart("/sustainability-profile/verification/item",
		url.Values{"section": {"co2Accounting"}, "item": {"3"}}, apptest.File{Field: "document", Name: "p.pdf", Body: pdf}).StatusCode)
	res = owner.PostMultipart("/sustainability-profile/verification/item", url.Values{"section": {"co2Accounting"}, "item": {"0"}},
		apptest.File{Field: "document", Name: "carbon-audit.pdf", Body: pdf})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)

	reqID, version := latestRequest(t, app, id)
	res = admin.PostForm("/admin/verification/"+reqID.String(), url.Values{"decision": {"refuse"},
		"note": {"The audit is for another company."}, "version": {itoa64(version)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	page := owner.Get("/sustainability-profile/verification")
	require.Equal(t, "The audit is for another company.", page.Text(`[data-testid="verify-refusal"]`))

	// Asked again, and verified this time.
	owner.PostMultipart("/sustainability-profile/verification/item", url.Values{"section": {"co2Accounting"}, "item": {"0"}},
		apptest.File{Field: "document", Name: "carbon-audit-2.pdf", Body: pdf})
	reqID, version = latestRequest(t, app, id)
	require.Equal(t, http.StatusSeeOther, admin.PostForm("/admin/verification/"+reqID.String(),
		url.Values{"decision": {"verify"}, "version": {itoa64(version)}}).StatusCode)
	visitor := app.Client()
	require.Contains(t, visitor.Get("/companies/"+id).Text(`[data-section="co2Accounting"] [data-testid="item-verified"]`), "Verified on")
	mine := getMine(t, owner)
	items := mine["verification"].(map[string]any)["verifiedItems"].([]any)
	require.Len(t, items, 1)
	require.Equal(t, "co2Accounting", items[0].(map[string]any)["section"])
	refreshDirectory(t, app)
	var badge map[string]any
	require.NoError(t, json.Unmarshal([]byte(visitor.Get("/badge/"+id+".json").Body), &badge))
	require.Equal(t, float64(1), badge["verifiedItems"])
	today := app.Clock.Now().Format("2006-01-02")
	require.Equal(t, today, badge["itemsVerifiedAt"], "dated, like the validated details")
	require.Contains(t, visitor.Get("/directory").Text(`[data-testid="entry-verified"]`), "Verified evidence: 1, the latest ")
	require.Contains(t, visitor.Get("/companies/"+id+"/badge").Text(`[data-testid="check-verified-items"]`), "Verified evidence: 1, the latest ")
	require.Contains(t, owner.Get("/sustainability-profile/report").Text(`[data-section="co2Accounting"] [data-testid="item-verified"]`),
		"Verified on", "the report carries the item's mark")

	// Changing the item takes the mark away from the working copy at once, and from the
	// public page once published.
	save(t, owner, http.StatusOK, map[string]any{"version": 2, "co2Accounting": defined(map[string]any{"weblink": "acme.example/carbon-2026"})})
	require.Empty(t, getMine(t, owner)["verification"].(map[string]any)["verifiedItems"])
	require.Equal(t, 1, visitor.Get("/companies/"+id).Find(`[data-testid="item-verified"]`).Length(), "visitors see the published snapshot")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"3"}})
	require.Equal(t, 0, visitor.Get("/companies/"+id).Find(`[data-testid="item-verified"]`).Length())
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

// refreshDirectory copies every listing into the directory, as its job does.
func refreshDirectory(t *testing.T, app *apptest.App) {
	t.Helper()
	_, err := app.Server.Modules.Directory.RefreshAll(context.Background())
	require.NoError(t, err)
}
