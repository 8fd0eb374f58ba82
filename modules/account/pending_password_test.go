package account_test

import (
	"net/http"
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
