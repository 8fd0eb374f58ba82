package account_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/app/sms/smstest"
)

// textsTo counts the texts sent to number.
func textsTo(t *testing.T, app *apptest.App, p *smstest.Provider, number string) int {
	t.Helper()
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	n := 0
	for _, m := range p.Messages() {
		if m.To == number {
			n++
		}
	}
	return n
}

// Against SMS pumping: only mobile numbers, of the countries the operator allows, get texts.
func TestOnlyMobileNumbersOfAllowedCountriesAreTexted(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	for typed, want := range map[string]string{
		"+40 21 234 5678":   "This is not a mobile number.",                             // a Bucharest landline
		"+40 900 123 456":   "This is not a mobile number.",                             // premium rate
		"+40 800 123 456":   "This is not a mobile number.",                             // toll free
		"+33 8 91 23 45 67": "This is not a mobile number.",                             // premium rate
		"+1 876 234 5678":   "We do not send text messages to numbers of this country.", // Jamaica, behind +1
		"+44 7624 123456":   "We do not send text messages to numbers of this country.", // the Isle of Man, behind +44
		"+86 131 2345 6789": "We do not send text messages to numbers of this country.",
	} {
		res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {typed}, "proof": {apptest.Password}})
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, typed)
		require.Contains(t, fieldError(res, "phone"), want, typed)
		require.Equal(t, typed, res.Find("#f-phone").AttrOr("value", ""), "what was typed is kept")
	}
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Empty(t, p.Messages(), "nothing was texted")

	for i, ok := range []string{"+1 202 555 0123", "+44 7400 123456", "+49 151 1234 5678"} {
		c := app.Client()
		c.SignInAs(app.CreateUser(fmt.Sprintf("ok%d@example.com", i)))
		res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {ok}, "proof": {apptest.Password}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode, ok+": "+fieldError(res, "phone"))
	}
}

func TestTheOperatorChoosesTheCountries(t *testing.T) {
	t.Parallel()
	p, srv := smstest.New(t)
	app := apptest.New(t, func(c *config.Config) {
		c.SMS = config.SMSProvider{URL: srv.URL, AccountSID: p.AccountSID, AuthToken: p.AuthToken, From: "+15005550006",
			Countries: []string{"RO"}}
	})
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+33 6 12 34 56 78"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, fieldError(res, "phone"), "We do not send text messages to numbers of this country.")
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {phone}, "proof": {apptest.Password}}).StatusCode)
}

// Enrolment texts and sign-in texts to one number are counted apart: whoever enrols a user's
// number until its limit holds does not stop that user's sign-in codes.
func TestEnrollingSomeonesNumberDoesNotBlockTheirSignInCodes(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	owner := app.Client()
	owner.SignInAs(app.CreateUser("ada@example.com"))
	enrolSMS(t, app, p, owner)

	mallory := app.Client()
	mallory.SignInAs(app.CreateUser("mallory@example.com"))
	for {
		res := mallory.PostForm("/user/profile/mfa/sms", url.Values{"phone": {phone}, "proof": {apptest.Password}})
		if res.StatusCode == http.StatusTooManyRequests {
			break
		}
		require.Equal(t, http.StatusSeeOther, res.StatusCode)
	}
	before := textsTo(t, app, p, phone)

	b := app.Client()
	require.Equal(t, "/signin/code", signIn(b, "ada@example.com", apptest.Password).Header.Get("Location"))
	require.Equal(t, before+1, textsTo(t, app, p, phone), "the sign-in code is texted")
	res := b.PostForm("/signin/code", url.Values{"code": {lastCode(t, app, p, phone)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "ada@example.com", signedInAs(t, b))
}

// A daily budget for all texts (SMS_DAILY_LIMIT), of which enrolments may use half: the
// other half is kept for sign-in codes.
func TestTheDailyBudgetOfTextsKeepsHalfForSignIns(t *testing.T) {
	t.Parallel()
	p, srv := smstest.New(t)
	app := apptest.New(t, func(c *config.Config) {
		c.SMS = config.SMSProvider{URL: srv.URL, AccountSID: p.AccountSID, AuthToken: p.AuthToken, From: "+15005550006", DailyLimit: 4}
	})
	ada := app.Client()
	ada.SignInAs(app.CreateUser("ada@example.com"))
	enrolSMS(t, app, p, ada)
	bob := app.Client()
	bob.SignInAs(app.CreateUser("bob@example.com"))
	require.Equal(t, http.StatusSeeOther, bob.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 722 000 111"}, "proof": {apptest.Password}}).StatusCode)
	res := bob.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 722 000 222"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "enrolments have used their half of the day's texts")

	for i := 0; i < 2; i++ {
		b := app.Client()
		require.Equal(t, "/signin/code", signIn(b, "ada@example.com", apptest.Password).Header.Get("Location"))
	}
	require.Equal(t, 3, textsTo(t, app, p, phone), "sign-in codes use the other half")
	b := app.Client()
	signIn(b, "ada@example.com", apptest.Password)
	res = b.PostForm("/signin/code/sms", nil)
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "the day's texts are spent")
	require.Equal(t, 3, textsTo(t, app, p, phone))
}
