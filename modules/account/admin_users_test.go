package account_test

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
)

// adminApp is an app with a signed-in admin's client.
func adminApp(t *testing.T) (*apptest.App, *apptest.Client, uuid.UUID) {
	t.Helper()
	app := apptest.New(t)
	admin := app.CreateUser("boss@example.com", account.RoleAdmin)
	c := app.Client()
	c.SignInAs(admin)
	return app, c, admin
}

// version is the account version the user's admin page posts back.
func version(t *testing.T, c *apptest.Client, id uuid.UUID) string {
	t.Helper()
	res := c.Get("/admin/users/" + id.String())
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	v, ok := res.Find(`[data-testid="user-roles-form"] input[name="version"]`).Attr("value")
	require.True(t, ok)
	return v
}

// entries are the audit log's entries about an account.
func entries(t *testing.T, app *apptest.App, id uuid.UUID) []audit.Recorded {
	t.Helper()
	p, err := app.Server.Audit.List(context.Background(), audit.Filter{ObjectType: "user", ObjectID: id.String()})
	require.NoError(t, err)
	return p.Entries
}

func TestOnlyAdminsReachTheUserPages(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	target := app.CreateUser("someone@example.com")
	for _, path := range []string{"/admin/users", "/admin/users/" + target.String(), "/admin/unverified"} {
		visitor := app.Client()
		res := visitor.Get(path)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, path)
		for _, roles := range [][]string{nil, {account.RoleModerator}} {
			c := app.Client()
			c.SignInAs(app.CreateUser(uuid.NewString()+"@example.com", roles...))
			require.Equal(t, http.StatusForbidden, c.Get(path).StatusCode, "%s %v", path, roles)
		}
	}
	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	for _, action := range []string{"reset", "disable", "roles", "email"} {
		res := mod.PostForm("/admin/users/"+target.String()+"/"+action, url.Values{"email": {"x@example.com"}, "roles": {"admin"}})
		require.Equal(t, http.StatusForbidden, res.StatusCode, action)
	}
	require.Empty(t, entries(t, app, target))
}

func TestUsersListSearchesFiltersSortsAndPages(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	for i := 0; i < 30; i++ {
		app.CreateUser("user" + string(rune('a'+i%26)) + strings.Repeat("x", i/26) + "@example.com")
	}
	app.CreateUser("percent%_@example.com", account.RoleModerator)

	res := c.Get("/admin/users")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "Results: 32", res.Text(`[data-testid="list-count"]`))
	require.Equal(t, 25, res.Find(`[data-testid="users-table"] tbody tr`).Length())
	require.Equal(t, "Page 1 of 2", res.Text(`[data-testid="list-pages"] [aria-current="page"]`))

	res = c.Get("/admin/users?q=%25_&sort=email&dir=asc")
	require.Equal(t, "Results: 1", res.Text(`[data-testid="list-count"]`), "%% and _ are searched as typed, not as patterns")
	require.Equal(t, "ascending", res.Find(`th[aria-sort]`).AttrOr("aria-sort", ""))

	res = c.Get("/admin/users?role=moderator")
	require.Equal(t, "Results: 1", res.Text(`[data-testid="list-count"]`))
	res = c.Get("/admin/users?role=nonsense&status=%27;drop&sort=password_hash&page=99999999999999999999")
	require.Equal(t, http.StatusOK, res.StatusCode, "an address made by hand falls back to the defaults")
	res = c.Get("/admin/users?page=9999")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="list-empty"]`), "past the end")
	res = c.Get("/admin/users?q=" + url.QueryEscape("ʼ'\"<script>\x00名"))
	require.Equal(t, http.StatusOK, res.StatusCode)
}

func TestAdminChangesAUsersEmailThroughTheOwnersFlow(t *testing.T) {
	t.Parallel()
	app, c, admin := adminApp(t)
	user := app.CreateUser("old@example.com")

	res := c.PostForm("/admin/users/"+user.String()+"/email", url.Values{"version": {version(t, c, user)}, "email": {"not an email"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "not an email", res.Find("#f-email").AttrOr("value", ""), "what was typed is kept")
	require.NotEmpty(t, fieldError(res, "email"))

	app.CreateUser("taken@example.com")
	res = c.PostForm("/admin/users/"+user.String()+"/email", url.Values{"version": {version(t, c, user)}, "email": {"Taken@example.com"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Text(`section[aria-labelledby="user-email-h"]`), "Another account already uses this address.", "said by the form")
	require.Equal(t, "Taken@example.com", res.Find("#f-email").AttrOr("value", ""), "what was typed is kept")

	res = c.PostForm("/admin/users/"+user.String()+"/email", url.Values{"version": {version(t, c, user)}, "email": {"new@example.com"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	link := app.LinkIn(app.LastMailTo("new@example.com"), "/email/confirm/")
	require.Empty(t, app.MailsTo("old@example.com"), "the old address is told once the change is confirmed")
	got := entries(t, app, user)
	require.Len(t, got, 1)
	require.Equal(t, "account.user.email_change", got[0].Entry.Action)
	require.Equal(t, admin, got[0].Actor.ID)
	require.Equal(t, audit.Pair{Before: `"old@example.com"`, After: `"new@example.com"`}, got[0].Changes["email"])

	confirmEmailChange(t, app.Client(), link)
	id, err := app.Server.Modules.Accounts.Identity(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, "new@example.com", id.Email)
	require.Contains(t, app.LastMailTo("old@example.com").Subject, "email")
}

func TestAnActionOnAChangedOrMissingAccountSaysSo(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	user := app.CreateUser("u@example.com")
	stale := version(t, c, user)
	res := c.PostForm("/admin/users/"+user.String()+"/roles", url.Values{"version": {stale}, "roles": {"moderator"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	res = c.PostForm("/admin/users/"+user.String()+"/disable", url.Values{"version": {stale}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "the page was out of date")
	require.Contains(t, res.Body, "changed since you opened the page")
	res = c.PostForm("/admin/users/"+user.String()+"/disable", url.Values{})
	require.Equal(t, http.StatusConflict, res.StatusCode, "no version: never a blind change")

	for _, path := range []string{"/admin/users/" + uuid.NewString(), "/admin/users/not-a-uuid"} {
		require.Equal(t, http.StatusNotFound, c.Get(path).StatusCode, path)
		require.Equal(t, http.StatusNotFound, c.PostForm(path+"/reset", nil).StatusCode, path)
		require.Equal(t, http.StatusNotFound, c.PostForm(path+"/disable", url.Values{"version": {"1"}}).StatusCode, path)
	}
	require.NoError(t, app.Server.Modules.Accounts.DeleteAccount(context.Background(), user, ""))
	require.Equal(t, http.StatusNotFound, c.Get("/admin/users/"+user.String()).StatusCode, "a deleted account is gone")
}

func TestRolesAreGrantedAndTheLastAdminKept(t *testing.T) {
	t.Parallel()
	app, c, admin := adminApp(t)
	user := app.CreateUser("u@example.com")
	res := c.PostForm("/admin/users/"+user.String()+"/roles", url.Values{"version": {version(t, c, user)}, "roles": {"moderator", "root"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	id, _ := app.Server.Modules.Accounts.Identity(context.Background(), user)
	require.Equal(t, []string{"moderator"}, id.Roles, "only the known roles are given")
	got := entries(t, app, user)
	require.Equal(t, "account.user.roles", got[0].Entry.Action)

	res = c.PostForm("/admin/users/"+admin.String()+"/roles", url.Values{"version": {version(t, c, admin)}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Body, "This is the last administrator")
	id, _ = app.Server.Modules.Accounts.Identity(context.Background(), admin)
	require.Equal(t, []string{"admin"}, id.Roles)
	require.Empty(t, entries(t, app, admin), "a refused change writes nothing")

	res = c.PostForm("/admin/users/"+user.String()+"/roles", url.Values{"version": {version(t, c, user)}, "roles": {"admin"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	res = c.PostForm("/admin/users/"+admin.String()+"/roles", url.Values{"version": {version(t, c, admin)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "with another admin, one may step down")
	require.Equal(t, http.StatusForbidden, c.Get("/admin/users").StatusCode, "and loses the admin pages at once")
}

func TestADisabledAccountIsOutAtOnceUntilEnabled(t *testing.T) {
	t.Parallel()
	app, c, admin := adminApp(t)
	owner := app.Client()
	require.Equal(t, http.StatusSeeOther, signUp(owner, "co@example.com", goodPassword, "Co").StatusCode)
	owner.Get(app.LinkIn(app.LastMailTo("co@example.com"), "/verify/"))
	owner.PostForm(app.LinkIn(app.LastMailTo("co@example.com"), "/verify/"), nil)
	require.Equal(t, http.StatusSeeOther, signIn(owner, "co@example.com", goodPassword).StatusCode)
	require.Equal(t, "co@example.com", signedInAs(t, owner))
	user, err := app.Server.Modules.Accounts.ByEmail(context.Background(), "co@example.com")
	require.NoError(t, err)
	token, err := app.Server.Modules.Accounts.CreateAPIToken(context.Background(), user.ID, "ci", 30)
	require.NoError(t, err)
	bearer := func() int {
		req, _ := http.NewRequest(http.MethodGet, "/api/account/me", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		return app.Client().Do(req).StatusCode
	}
	require.Equal(t, http.StatusOK, bearer())

	require.Equal(t, http.StatusConflict, c.PostForm("/admin/users/"+admin.String()+"/disable", url.Values{"version": {version(t, c, admin)}}).StatusCode,
		"an admin cannot disable their own account")
	res := c.PostForm("/admin/users/"+user.ID.String()+"/disable", url.Values{"version": {version(t, c, user.ID)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "", signedInAs(t, owner), "the session ended")
	require.Equal(t, http.StatusUnauthorized, bearer(), "the token ended")
	res = signIn(app.Client(), "co@example.com", goodPassword)
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	require.Contains(t, alert(res), "disabled by an administrator")
	require.Equal(t, "account.user.disable", entries(t, app, user.ID)[0].Entry.Action)

	res = c.PostForm("/admin/users/"+user.ID.String()+"/enable", url.Values{"version": {version(t, c, user.ID)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	got := entries(t, app, user.ID)
	require.Equal(t, "account.user.enable", got[0].Entry.Action)
	require.Equal(t, audit.Pair{Before: "true", After: "false"}, got[0].Changes["disabled"])
	fresh := app.Client()
	require.Equal(t, http.StatusSeeOther, signIn(fresh, "co@example.com", goodPassword).StatusCode)
	require.Equal(t, "co@example.com", signedInAs(t, fresh))
	require.Equal(t, http.StatusUnauthorized, bearer(), "revoked tokens stay revoked")
}

func TestAdminSendsAPasswordReset(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	user := app.CreateUser("u@example.com")
	res := c.PostForm("/admin/users/"+user.String()+"/reset", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	link := app.LinkIn(app.LastMailTo("u@example.com"), "/reset/")
	require.Equal(t, http.StatusOK, app.Client().Get(link).StatusCode)
	got := entries(t, app, user)
	require.Equal(t, "account.user.password_reset", got[0].Entry.Action)
	require.Equal(t, audit.Pair{After: `"u@example.com"`}, got[0].Changes["resetLinkSentTo"])
}
