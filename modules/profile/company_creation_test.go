package profile_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

func TestAnAdminAddsAProfileOnACompanysBehalf(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	c := app.Client()
	c.SignInAs(adminID)
	res := c.Get("/admin/companies/new")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "en", res.Find("#f-lang option[selected]").AttrOr("value", ""), "the letter is in English unless chosen")

	// Bad input comes back with what was typed and a message under the field, never a 500.
	for _, tc := range []struct {
		name  string
		form  url.Values
		field string
	}{
		{"empty", url.Values{"companyName": {"  "}, "email": {"not an email"}}, "companyName"},
		{"bad email", url.Values{"companyName": {"Ok Co"}, "email": {"someone@nodot"}}, "email"},
		{"huge", url.Values{"companyName": {strings.Repeat("ʼ", 201)}, "email": {strings.Repeat("a", 300) + "@example.com"}}, "companyName"},
		{"odd country", url.Values{"companyName": {"Ok Co"}, "email": {"ok@example.com"}, "country": {"ZZ\x00"}}, "country"},
		{"odd industry", url.Values{"companyName": {"Ok Co"}, "email": {"ok@example.com"}, "industry": {"'; drop table users"}}, "industry"},
	} {
		res := c.PostForm("/admin/companies", tc.form)
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, tc.name)
		require.NotEmpty(t, fieldErr(res, tc.field), tc.name)
		require.Equal(t, tc.form.Get("email"), res.Find("#f-email").AttrOr("value", ""), "%s: what was typed is kept", tc.name)
		require.Equal(t, tc.form.Get("companyName"), res.Find("#f-companyName").AttrOr("value", ""), tc.name)
	}
	require.Empty(t, app.MailsTo("ok@example.com"))

	// A new address: an account, a draft profile it owns, an invitation in the chosen language.
	name := "Énergie Nouvelle 🌱"
	res = c.PostForm("/admin/companies", url.Values{"companyName": {name}, "email": {"New@Example.com"},
		"country": {"FR"}, "industry": {"energy"}, "lang": {"fr"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := res.Header.Get("Location")
	id := strings.TrimPrefix(page, "/admin/companies/")
	res = c.Get(page)
	require.Equal(t, name, res.Text("h1"))
	require.Equal(t, "New@Example.com", res.Text(`[data-testid="company-owner"]`))
	require.Equal(t, "Draft", res.Text(`[data-testid="company-status"]`))
	invite := app.LastMailTo("new@example.com")
	require.Equal(t, "fr", invite.Lang)
	require.Contains(t, invite.Subject, "choisissez votre mot de passe")
	link := app.LinkIn(invite, "/reset/")
	got := companyEntries(t, app, id)
	require.Len(t, got, 1)
	require.Equal(t, "profile.company.add", got[0].Entry.Action)
	require.Equal(t, adminID, got[0].Actor.ID)
	require.JSONEq(t, `{"company": "`+name+`", "owner": "New@Example.com", "invited": true}`, string(got[0].Entry.After.(json.RawMessage)))

	// The link sets a password and confirms the address; the owner signs in to its profile.
	owner := app.Client()
	require.Equal(t, http.StatusOK, owner.Get(link).StatusCode)
	require.Equal(t, http.StatusSeeOther, owner.PostForm(link, url.Values{"password": {"river stone meadow lantern"}}).StatusCode)
	res = owner.PostForm("/signin", url.Values{"email": {"new@example.com"}, "password": {"river stone meadow lantern"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	rec := getMine(t, owner)
	require.Equal(t, id, rec.str("id"))
	require.Equal(t, name, rec.str("company", "companyName"))
	require.Equal(t, "FR", rec.str("company", "country"))
	require.Equal(t, "energy", rec.str("company", "industry"))

	// An account whose company has content keeps it: refused, with what was typed.
	listedCompany(t, app, "busy@example.com", "")
	res = c.PostForm("/admin/companies", url.Values{"companyName": {"Second Co"}, "email": {"busy@example.com"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, fieldErr(res, "email"), "Acme Green")
	require.Equal(t, "Second Co", res.Find("#f-companyName").AttrOr("value", ""))
	// A verified account's untouched draft takes the company, and its owner is told.
	quiet := app.CreateUser("quiet@example.com")
	draft, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, quiet)
	require.NoError(t, err)
	res = c.PostForm("/admin/companies", url.Values{"companyName": {"Quiet Co"}, "email": {"quiet@example.com"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/admin/companies/"+draft.String(), res.Header.Get("Location"))
	notice := app.LastMailTo("quiet@example.com")
	require.Equal(t, "Quiet Co was added to your Green Connect account", notice.Subject)
	require.NotContains(t, notice.Text, "/reset/")
	// A disabled account gets nothing.
	off := app.CreateUser("off@example.com")
	require.NoError(t, app.Server.Modules.Accounts.AdminSetDisabled(ctx, audit.System("test"), off, 0, true))
	res = c.PostForm("/admin/companies", url.Values{"companyName": {"Off Co"}, "email": {"off@example.com"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This account is disabled.", fieldErr(res, "email"))
	require.Empty(t, app.MailsTo("off@example.com"))
}
