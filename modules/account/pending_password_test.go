package account_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A sign-up over an account nobody has verified yet does not replace its password: the
// new password waits with the new verification link and applies only when that link is
// used. Whoever signs up over someone's pending account gains nothing, and the owner's own
// link keeps working with the owner's password.
func TestSignUpOverAnUnverifiedAccountKeepsItsPasswordPending(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner := app.Client()
	signUp(owner, "ada@example.com", goodPassword, "Ada Ltd")
	ownerLink := app.LinkIn(app.LastMailTo("ada@example.com"), "/verify/")

	const squatter = "squatter chose this one"
	require.Equal(t, http.StatusSeeOther, signUp(app.Client(), "ada@example.com", squatter, "Squatter Inc").StatusCode)
	squatterMail := app.LastMailTo("ada@example.com")
	require.Contains(t, squatterMail.Text, "Squatter Inc", "the mail names the company of the sign-up that sent it")
	squatterLink := app.LinkIn(squatterMail, "/verify/")
	require.NotEqual(t, ownerLink, squatterLink)

	res := signIn(app.Client(), "ada@example.com", goodPassword)
	require.Contains(t, alert(res), "Please confirm your email address first", "the owner's password is still the account's")
	res = signIn(app.Client(), "ada@example.com", squatter)
	require.Equal(t, "The email or password is wrong.", alert(res), "the second sign-up's password is not")

	require.Equal(t, http.StatusSeeOther, confirmEmail(t, owner, ownerLink).StatusCode,
		"a later sign-up does not void the owner's link")
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "ada@example.com", goodPassword).StatusCode)
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "ada@example.com", squatter).StatusCode)
	require.Contains(t, app.Client().Get(squatterLink).Text("main"), "already confirmed",
		"once the address is confirmed, the other pending link applies nothing")
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "ada@example.com", goodPassword).StatusCode)
}

// The pending password is the one applied when its own link is used.
func TestAPendingPasswordAppliesWithItsLink(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	signUp(app.Client(), "bea@example.com", "first password typed", "Bea Co")
	c := app.Client()
	signUp(c, "bea@example.com", goodPassword, "Bea Green Co")
	link := app.LinkIn(app.LastMailTo("bea@example.com"), "/verify/")
	require.Equal(t, http.StatusSeeOther, confirmEmail(t, c, link).StatusCode)
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "bea@example.com", "first password typed").StatusCode)
	require.Equal(t, http.StatusSeeOther, signIn(c, "bea@example.com", goodPassword).StatusCode)
	require.Contains(t, c.Get("/user/profile").Text("#profile"), "Bea Green Co", "with the company name of that sign-up")
}

// The first sign-up's password waits on its link too: whoever creates an account with
// someone else's address never gets it confirmed with their password through a link the
// owner asks for (from the sign-in page, or an admin's). The owner chooses a password.
func TestAnAccountCreatedWithAnotherPersonsAddressIsNeverConfirmedWithTheCreatorsPassword(t *testing.T) {
	t.Parallel()
	const creators = "the creator chose this"
	for name, linkFor := range map[string]func(app *apptest.App, owner *apptest.Client) string{
		"a link an admin sent again": func(app *apptest.App, _ *apptest.Client) string {
			admin := app.Client()
			admin.SignInAs(app.CreateUser("admin@example.com", "admin"))
			var id string
			require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT id FROM users WHERE email = 'ada@example.com'`).Scan(&id))
			require.Equal(t, http.StatusSeeOther, admin.PostForm("/admin/unverified/"+id+"/resend", nil).StatusCode)
			return app.LinkIn(app.LastMailTo("ada@example.com"), "/verify/")
		},
		"a link sent again": func(app *apptest.App, owner *apptest.Client) string {
			owner.PostForm("/verify/resend", url.Values{"email": {"ada@example.com"}})
			return app.LinkIn(app.LastMailTo("ada@example.com"), "/verify/")
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			app := apptest.New(t)
			creator := app.Client()
			require.Equal(t, http.StatusSeeOther, signUp(creator, "ada@example.com", creators, "Squat Ltd").StatusCode)
			var hash *string
			require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT password_hash FROM users WHERE email = 'ada@example.com'`).Scan(&hash))
			require.Nil(t, hash, "the first sign-up's password waits on its link: the account has none yet")
			require.Contains(t, alert(signIn(app.Client(), "ada@example.com", creators)), "Please confirm your email address first",
				"before confirmation the creator is told to confirm, as any sign-up is")

			owner := app.Client()
			res := confirmEmail(t, owner, linkFor(app, owner))
			require.Equal(t, http.StatusSeeOther, res.StatusCode)
			require.Contains(t, res.Header.Get("Location"), "/reset/", "the owner chooses a password next")
			require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "ada@example.com", creators).StatusCode,
				"the creator's password never became the account's")
			require.Equal(t, http.StatusUnprocessableEntity, signIn(creator, "ada@example.com", creators).StatusCode)

			reset := owner.PostForm(res.Header.Get("Location"), url.Values{"password": {goodPassword}})
			require.Equal(t, http.StatusSeeOther, reset.StatusCode, reset.Body)
			require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "ada@example.com", goodPassword).StatusCode)
		})
	}
}

// The first sign-up's own link applies its password, confirmed in any browser; a link sent
// again from the browser that signed up carries it too.
func TestTheFirstSignUpsPasswordAppliesWithItsLink(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	signUp(c, "cy@example.com", goodPassword, "Cy Co")
	res := confirmEmail(t, app.Client(), app.LinkIn(app.LastMailTo("cy@example.com"), "/verify/"))
	require.Equal(t, "/signin?email=cy%40example.com", res.Header.Get("Location"))
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "cy@example.com", goodPassword).StatusCode)
}
