package account_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestSignUpRulesKeepWhatWasTyped(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	cases := []struct {
		form         url.Values
		field, error string
	}{
		{url.Values{"email": {"not-an-address"}, "password": {goodPassword}, "company": {"Acme"}, "terms": {"1"}},
			"email", "Enter an email address like name@example.com."},
		{url.Values{"email": {"ada@example.com"}, "password": {"short"}, "company": {"Acme"}, "terms": {"1"}},
			"password", "Use at least 8 characters."},
		{url.Values{"email": {"ada@example.com"}, "password": {strings.Repeat("x", 129)}, "company": {"Acme"}, "terms": {"1"}},
			"password", "Use at most 128 characters."},
		{url.Values{"email": {"ada@example.com"}, "password": {"ada@example.com"}, "company": {"Acme"}, "terms": {"1"}},
			"password", "Do not use your email address as your password."},
		{url.Values{"email": {"ada@example.com"}, "password": {"password123"}, "company": {"Acme"}, "terms": {"1"}},
			"password", "This password is one of the first that attackers try. Choose another."},
		{url.Values{"email": {"ada@example.com"}, "password": {goodPassword}, "company": {"  "}, "terms": {"1"}},
			"company", "Enter your company's name."},
		{url.Values{"email": {"ada@example.com"}, "password": {goodPassword}, "company": {"Acme"}},
			"terms", "Please accept the terms of use to create an account."},
	}
	for _, tc := range cases {
		res := c.PostForm("/signup", tc.form)
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, tc.field)
		require.Equal(t, tc.error, fieldError(res, tc.field))
		require.Equal(t, "true", res.Find("#f-"+tc.field).AttrOr("aria-invalid", ""), "the field is marked for screen readers")
		require.Equal(t, tc.form.Get("email"), res.Find("#f-email").AttrOr("value", ""), "the email typed is kept")
		require.Equal(t, tc.form.Get("company"), res.Find("#f-company").AttrOr("value", ""))
		require.NotEmpty(t, alert(res))
	}
	require.Empty(t, app.Mails(), "nothing was created")

	c.Header.Set("Accept-Language", "fr")
	res := c.PostForm("/signup", url.Values{"email": {"x"}, "password": {"short"}})
	require.Equal(t, "Utilisez au moins 8 caractères.", fieldError(res, "password"), "messages speak the visitor's language")
}

func TestSignUpVerifyThenSignIn(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	res := signUp(c, "Dana@Example.com", goodPassword, "Evergreen Ltd")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/verify/sent", res.Header.Get("Location"))
	sent := c.Get("/verify/sent")
	require.Contains(t, sent.Text("[data-testid=sent-to]"), "Dana@Example.com")

	m := app.LastMailTo("dana@example.com")
	require.Equal(t, "Confirm your email for Green Connect", m.Subject)
	require.Contains(t, m.Text, "Evergreen Ltd")
	require.Contains(t, m.HTML, "Confirm my email")

	// The unverified-account rule: the right password does not sign in yet.
	res = signIn(c, "dana@example.com", goodPassword)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, alert(res), "Please confirm your email address first")
	require.Equal(t, 1, res.Find(`form[action="/verify/resend"]`).Length(), "a new link is offered")
	require.Empty(t, signedInAs(t, c))

	link := app.LinkIn(m, "/verify/")
	res = confirmEmail(t, c, link)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/signin?email=Dana%40Example.com", res.Header.Get("Location"))
	require.Contains(t, c.Get("/signin").Text(".flash"), "Your email address is confirmed")

	res = signIn(c, "DANA@example.com", goodPassword)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "Dana@Example.com", signedInAs(t, c), "emails are matched regardless of case")

	res = app.Client().PostForm(link, nil)
	require.Equal(t, http.StatusOK, res.StatusCode, "a link works once: again, it says the address is confirmed")
	require.Contains(t, res.Text("main"), "already confirmed")
}

func TestVerificationLinkExpiresAfter24Hours(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	signUp(c, "late@example.com", goodPassword, "Late Ltd")
	link := app.LinkIn(app.LastMailTo("late@example.com"), "/verify/")
	app.Clock.Advance(24*time.Hour + time.Second)
	res := c.Get(link)
	require.Equal(t, http.StatusGone, res.StatusCode)
	require.Contains(t, res.Text("[role=alert]"), "This link has expired.")
	require.Equal(t, 1, res.Find(`form[action="/verify/resend"] input[name=email]`).Length(), "it asks where to send a new one")

	res = c.PostForm("/verify/resend", url.Values{"email": {"late@example.com"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	fresh := app.LinkIn(app.LastMailTo("late@example.com"), "/verify/")
	require.NotEqual(t, link, fresh)
	require.Equal(t, http.StatusSeeOther, confirmEmail(t, c, fresh).StatusCode)
}

// Asking again does not void the earlier link (anyone can ask, and the owner's own link
// must keep working); using any link voids the others.
func TestUsingOneVerificationLinkVoidsTheOthers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	signUp(c, "twice@example.com", goodPassword, "Twice Ltd")
	first := app.LinkIn(app.LastMailTo("twice@example.com"), "/verify/")
	c.PostForm("/verify/resend", url.Values{"email": {"twice@example.com"}})
	require.Len(t, app.MailsTo("twice@example.com"), 2)
	second := app.LinkIn(app.LastMailTo("twice@example.com"), "/verify/")
	require.Equal(t, 1, c.Get(first).Find("[data-testid=verify-form]").Length(), "the first link still works")
	require.Equal(t, http.StatusSeeOther, confirmEmail(t, c, second).StatusCode)
	require.Contains(t, c.Get(first).Text("main"), "already confirmed")
	require.Equal(t, http.StatusSeeOther, signIn(c, "twice@example.com", goodPassword).StatusCode,
		"a resent link keeps the password chosen at sign-up")
}

func TestSignUpDoesNotRevealExistingAccounts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("taken@example.com")
	c := app.Client()
	res := signUp(c, "taken@example.com", goodPassword, "Someone Else")
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "the same answer as for a new address")
	require.Equal(t, "/verify/sent", res.Header.Get("Location"))
	m := app.LastMailTo("taken@example.com")
	require.Equal(t, "You already have a Green Connect account", m.Subject, "the owner is told by mail instead")

	res = signIn(app.Client(), "taken@example.com", goodPassword)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "the existing password was not replaced")
}

func TestSignUpAgainRestartsAnUnverifiedAccount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	signUp(app.Client(), "owner@example.com", "attacker chose this one", "Squatter")
	signUp(app.Client(), "owner@example.com", goodPassword, "Owner Ltd")
	link := app.LinkIn(app.LastMailTo("owner@example.com"), "/verify/")
	c := app.Client()
	require.Equal(t, http.StatusSeeOther, confirmEmail(t, c, link).StatusCode)
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "owner@example.com", "attacker chose this one").StatusCode,
		"the password set without proof of the mailbox is gone")
	require.Equal(t, http.StatusSeeOther, signIn(c, "owner@example.com", goodPassword).StatusCode)
}

func TestResendAndSignUpAreRateLimited(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	signUp(c, "ada@example.com", goodPassword, "Acme")
	for i := 0; i < 3; i++ {
		require.Equal(t, http.StatusSeeOther, c.PostForm("/verify/resend", url.Values{"email": {"ada@example.com"}}).StatusCode)
	}
	res := c.PostForm("/verify/resend", url.Values{"email": {"ada@example.com"}})
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode)
	require.Contains(t, alert(res), "Please wait 60 minutes")
	require.NotEmpty(t, res.Header.Get("Retry-After"))
	require.Len(t, app.MailsTo("ada@example.com"), 4, "no mail beyond the limit")

	for i := 0; i < 3; i++ {
		require.Equal(t, http.StatusSeeOther, signUp(app.Client(), "victim@example.com", goodPassword, "Acme").StatusCode)
	}
	require.Equal(t, http.StatusTooManyRequests, signUp(app.Client(), "Victim@example.com", goodPassword, "Acme").StatusCode,
		"signing one address up again and again would flood its inbox")

	for i := 0; i < 5; i++ {
		signUp(c, "other"+string(rune('a'+i))+"@example.com", goodPassword, "Acme")
	}
	res = signUp(c, "eleventh@example.com", goodPassword, "Acme")
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode)
	require.Equal(t, "eleventh@example.com", res.Find("#f-email").AttrOr("value", ""), "a refused form keeps what was typed")
}
