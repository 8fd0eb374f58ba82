package profile_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

const answersKey = "environmentalPolicies"

func answersPath(id, key string) string { return "/admin/companies/" + id + "/answers?s=" + key }

// An admin changes a listed company's answers on its behalf (docs/profile.md,
// "Administration: answers"): the reason is required, the rating follows as after the
// owner's save, the audit log keeps before → after with the reason, and the owner is told in
// their language.
func TestAnAdminChangesACompanysAnswers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	owner, id := listedCompany(t, app, "owner@example.com", "")
	ownerAcc, err := app.Server.Modules.Accounts.ByEmail(ctx, "owner@example.com")
	require.NoError(t, err)
	require.NoError(t, app.Server.Modules.Accounts.SavePrefs(ctx, ownerAcc.ID, web.Prefs{Locale: "fr"}))
	before := getMine(t, owner)
	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))

	company := admin.Get("/admin/companies/" + id)
	require.Equal(t, answersPath(id, "sustainabilityESGReport"), company.Find(`[data-testid="company-answers"]`).AttrOr("href", ""),
		"the company's admin page links to its answers")
	page := admin.Get(answersPath(id, answersKey))
	require.Equal(t, http.StatusOK, page.StatusCode, page.Body)
	require.Equal(t, 9, page.Find(`.wizard-steps a`).Length(), "the owner's sections")
	require.Equal(t, answersPath(id, "co2Accounting"), page.Find(`.wizard-steps a`).Eq(2).AttrOr("href", ""))
	require.Equal(t, 0, page.Find(`[data-island="wizard"]`).Length(), "the island saves as the owner: not here")
	form := formOf(page, "#section-form")
	form.Set("status", "DEFINED")
	form.Set("d0.description", "Our environmental policy, signed by the board.")

	// Without a reason nothing is saved, and what was typed stays.
	res := admin.PostMultipart(answersPath(id, answersKey), form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	require.Contains(t, fieldErr(res, "reason"), "Please fill in this field")
	require.Equal(t, "Our environmental policy, signed by the board.", res.Text(`#f-d0-description`))
	require.Equal(t, before.num("version"), getMine(t, owner).num("version"))

	form.Set("reason", "The owner sent us the policy by post.")
	res = admin.PostMultipart(answersPath(id, answersKey), form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, answersPath(id, answersKey), res.Header.Get("Location"))

	after := getMine(t, owner)
	require.Equal(t, "DEFINED", after.str(answersKey, "status"))
	require.Positive(t, after.num("rating", "sections", answersKey, "points"))
	require.Equal(t, before.num("rating", "total")+after.num("rating", "sections", answersKey, "points"), after.num("rating", "total"),
		"the rating is recalculated as after the owner's save")
	require.Contains(t, admin.Get("/admin/companies/"+id).Body, strconv.Itoa(int(after.num("rating", "total"))), "the company's page shows the new rating")

	entries := companyEntries(t, app, id)
	require.Equal(t, "profile.record.save", entries[0].Entry.Action)
	require.Equal(t, "The owner sent us the policy by post.", entries[0].Entry.Note)
	require.Contains(t, entries[0].Changes, answersKey)
	require.Contains(t, entries[0].Changes, "version")
	var was map[string]any
	require.NoError(t, json.Unmarshal([]byte(entries[0].Changes[answersKey].Before), &was))
	require.NotEqual(t, "DEFINED", was["status"])
	log := admin.Get("/admin/audit?action=profile.record.save")
	require.Contains(t, log.Text(`[data-testid="audit-table"] tbody`), "The owner sent us the policy by post.")
	require.Contains(t, log.Text(`[data-testid="audit-table"] tbody`), "version: 2 → 3")
	require.Contains(t, log.Text(`[data-testid="audit-table"] tbody`), `environmentalPolicies: {"status": null`)

	mails := app.MailsTo("owner@example.com")
	m := mails[len(mails)-1]
	require.Equal(t, "fr", m.Lang)
	require.Contains(t, m.Subject, "Un administrateur a modifié le profil de durabilité de Acme Green")
	require.Contains(t, m.Text, "The owner sent us the policy by post.")
	require.Contains(t, m.Text, "Politiques environnementales")
}

// A moderator is staff, but changing a company's answers is an admin's: the page says so.
func TestAModeratorCannotChangeACompanysAnswers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, id := listedCompany(t, app, "owner@example.com", "")
	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	res := mod.Get(answersPath(id, answersKey))
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	require.Contains(t, res.Text("main"), "This page is for admins only")
	res = mod.PostMultipart(answersPath(id, answersKey), map[string][]string{"version": {"3"}, "status": {"NOT_NEEDED"},
		"visibility": {"live"}, "reason": {"Because."}})
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	company := app.Client()
	company.SignInAs(app.CreateUser("co@example.com"))
	require.Contains(t, company.Get(answersPath(id, answersKey)).Text("main"), "for the site’s staff")
}

// The owner saved since the admin opened the form: the admin gets the conflict with
// everything typed kept (the reason too), and may keep their answers.
func TestAnAdminsStaleAnswersGetTheConflict(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "owner@example.com", "")
	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	form := formOf(admin.Get(answersPath(id, answersKey)), "#section-form")

	ownerForm, _ := sectionForm(t, owner, answersKey)
	ownerForm.Set("status", "NOT_NEEDED")
	require.Equal(t, http.StatusSeeOther, owner.PostMultipart("/sustainability-profile/wizard?s="+answersKey, ownerForm).StatusCode)

	form.Set("status", "DEFINED")
	form.Set("d0.description", "The policy the owner mailed us.")
	form.Set("reason", "Sent by post.")
	res := admin.PostMultipart(answersPath(id, answersKey), form)
	require.Equal(t, http.StatusConflict, res.StatusCode, res.Body)
	require.Equal(t, 1, res.Find(`[data-testid="conflict"]`).Length())
	require.Equal(t, "The policy the owner mailed us.", res.Text(`#f-d0-description`))
	require.Equal(t, "Sent by post.", res.Text(`#f-reason`))
	require.Equal(t, "NOT_NEEDED", getMine(t, owner).str(answersKey, "status"), "nothing saved")

	form = formOf(res, "#section-form")
	form.Set("overwrite", "1")
	require.Equal(t, http.StatusSeeOther, admin.PostMultipart(answersPath(id, answersKey), form).StatusCode)
	require.Equal(t, "DEFINED", getMine(t, owner).str(answersKey, "status"))
}
