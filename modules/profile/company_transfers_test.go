package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/blog"
	"greenconnect/modules/directory"
)

func TestAnAdminMovesACompanyToAnotherAccount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	m := app.Server.Modules
	oldOwner, id := listedCompany(t, app, "old@example.com", "")
	old, err := m.Accounts.ByEmail(ctx, "old@example.com")
	require.NoError(t, err)
	post, err := m.Blog.Save(ctx, mustUUID(id), old.ID, blog.PostInput{Title: "Our news", Content: "We planted trees.",
		Category: "company_news", Published: true})
	require.NoError(t, err)
	// The new owner has an untouched draft with a post and a service of its own: they join the company.
	newID := app.CreateUser("new@example.com")
	draft, err := m.Profiles.ProfileIDForUser(ctx, newID)
	require.NoError(t, err)
	draftPost, err := m.Blog.Save(ctx, draft, newID, blog.PostInput{Title: "Hello", Content: "A first post.",
		Category: "company_news", Published: true})
	require.NoError(t, err)
	service, err := m.Directory.Create(ctx, draft, directory.Offering{Name: "Draft audits", Industry: "energy",
		Category: "consulting", Description: "Audits.", Explanation: "Less energy used.", URL: "https://example.com/audits"})
	require.NoError(t, err)
	newOwner := app.Client()
	newOwner.SignInAs(newID)
	require.NoError(t, m.Accounts.SavePrefs(ctx, newID, web.Prefs{Locale: "ro"}))

	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	c := app.Client()
	c.SignInAs(adminID)
	visitor := app.Client()
	visitor.Get("/companies/" + id)
	require.Equal(t, "HIT", visitor.Get("/companies/"+id).Header.Get("X-Cache"))

	// Refused targets keep what was typed and change nothing.
	unverified, err := m.Accounts.Create(ctx, account.NewUser{Email: "unproven@example.com", Password: apptest.Password})
	require.NoError(t, err)
	require.NotEqual(t, uuid.Nil, unverified)
	off := app.CreateUser("off@example.com")
	require.NoError(t, m.Accounts.AdminSetDisabled(ctx, audit.System("test"), off, 0, true))
	listedCompany(t, app, "busy@example.com", "")
	approval := companyEntries(t, app, id) // the review's
	for _, tc := range []struct{ email, says string }{
		{"nobody@example.com", "No account uses this address."},
		{"unproven@example.com", "not confirmed"},
		{"off@example.com", "disabled"},
		{"OLD@example.com", "already owns the company"},
		{"busy@example.com", "already has a company with content: Acme Green"},
		{"not an email", "name@example.com"},
		{strings.Repeat("ʼ", 300) + "@example.com\x00", ""},
	} {
		res := c.PostForm("/admin/companies/"+id+"/transfer", url.Values{"email": {tc.email}, "version": {companyVersion(t, c, id)}})
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, tc.email)
		require.Contains(t, fieldErr(res, "email"), tc.says, tc.email)
		typed := strings.ReplaceAll(tc.email, "\x00", "\uFFFD") // as an HTML parser reads a NUL
		require.Equal(t, typed, res.Find("#f-email").AttrOr("value", ""), "what was typed is kept")
	}
	require.Equal(t, approval, companyEntries(t, app, id))

	// A stale form is a 409 that says so; a company that is not there, a 404.
	stale := companyVersion(t, c, id)
	app.Clock.Advance(time.Minute)
	save(t, oldOwner, http.StatusOK, map[string]any{"version": 2, "company": map[string]any{"city": "Iași"}})
	res := c.PostForm("/admin/companies/"+id+"/transfer", url.Values{"email": {"new@example.com"}, "version": {stale}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="company-notice"]`), "changed since you opened the page")
	require.Equal(t, "new@example.com", res.Find("#f-email").AttrOr("value", ""))
	res = c.PostForm("/admin/companies/"+uuid.NewString()+"/transfer", url.Values{"email": {"new@example.com"}, "version": {stale}})
	require.Equal(t, http.StatusNotFound, res.StatusCode)

	res = c.PostForm("/admin/companies/"+id+"/transfer", url.Values{"email": {" New@example.com "}, "version": {companyVersion(t, c, id)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "new@example.com", c.Get("/admin/companies/"+id).Text(`[data-testid="company-owner"]`))

	// The old owner's next request has a fresh draft; the new owner has the company and its posts.
	mine := getMine(t, oldOwner)
	require.NotEqual(t, id, mine.str("id"))
	require.Equal(t, "draft", mine.str("status"))
	require.Equal(t, id, getMine(t, newOwner).str("id"))
	require.Equal(t, "Iași", getMine(t, newOwner).str("company", "city"))
	for _, p := range []uuid.UUID{post.ID, draftPost.ID} {
		var owner, profileID uuid.UUID
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT user_id, profile_id FROM blog_posts WHERE id = $1`, p).Scan(&owner, &profileID))
		require.Equal(t, newID, owner)
		require.Equal(t, id, profileID.String())
	}
	var serviceOf uuid.UUID
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT company_profile_id FROM services WHERE id = $1`, service.ID).Scan(&serviceOf))
	require.Equal(t, id, serviceOf.String(), "the draft's service joins the company")
	var drafts int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM company_profiles WHERE id = $1`, draft).Scan(&drafts))
	require.Zero(t, drafts, "the new owner's empty draft is replaced")

	// Both are told, each in its language; the audit log has who and what.
	require.Equal(t, "Acme Green was moved to another account", app.LastMailTo("old@example.com").Subject)
	moved := app.LastMailTo("new@example.com")
	require.Equal(t, "ro", moved.Lang)
	require.Equal(t, "Acme Green a fost mutată în contul dumneavoastră", moved.Subject)
	got := companyEntries(t, app, id)
	require.Len(t, got, len(approval)+1)
	require.Equal(t, "profile.company.transfer", got[0].Entry.Action)
	require.Equal(t, adminID, got[0].Actor.ID)
	require.Equal(t, audit.Pair{Before: `"old@example.com"`, After: `"new@example.com"`}, got[0].Changes["owner"])
	require.Equal(t, "MISS", visitor.Get("/companies/"+id).Header.Get("X-Cache"), "the company's pages were dropped")

	// The same form again is out of date.
	res = c.PostForm("/admin/companies/"+id+"/transfer", url.Values{"email": {"old@example.com"}, "version": {stale}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
}
