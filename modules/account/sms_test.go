package account_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/app/sms/smstest"
	"greenconnect/modules/account"
)

const phone = "+40721234567"

// smsApp is an app whose SMS go to a local server speaking Twilio's API, through the real
// client.
func smsApp(t *testing.T) (*apptest.App, *smstest.Provider) {
	t.Helper()
	p, srv := smstest.New(t)
	app := apptest.New(t, func(c *config.Config) {
		c.SMS = config.SMSProvider{URL: srv.URL, AccountSID: p.AccountSID, AuthToken: p.AuthToken, From: "+15005550006"}
	})
	return app, p
}

var codeRE = regexp.MustCompile(`\b(\d{6})\b`)

// lastCode sends what is queued and reads the newest code texted to number.
func lastCode(t *testing.T, app *apptest.App, p *smstest.Provider, number string) string {
	t.Helper()
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	var code string
	for _, m := range p.Messages() {
		if m.To == number {
			code = codeRE.FindString(m.Body)
		}
	}
	require.NotEmpty(t, code, "no code texted to %s", number)
	return code
}

// enrolSMS adds the phone to the signed-in client's account and returns the page it lands on.
func enrolSMS(t *testing.T, app *apptest.App, p *smstest.Provider, c *apptest.Client) *apptest.Response {
	t.Helper()
	res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 721 234 567"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, c.Get("/user/profile/mfa/sms").Text(`[data-testid="sms-sent"]`), "+40 ••• 567")
	res = c.PostForm("/user/profile/mfa/sms/confirm", url.Values{"code": {lastCode(t, app, p, phone)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	return res
}

func TestSMSIsNotOfferedWithoutAProvider(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	require.Zero(t, c.Get("/user/profile").Find(`[data-testid="sms-enrol"]`).Length())
	require.Equal(t, http.StatusNotFound, c.Get("/user/profile/mfa/sms").StatusCode)
	require.Equal(t, http.StatusNotFound, c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {phone}, "proof": {apptest.Password}}).StatusCode)
}

func TestAPhoneIsAddedWithACodeSentToIt(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	require.Equal(t, 1, c.Get("/user/profile").Find(`[data-testid="sms-enrol"]`).Length())

	for _, bad := range []string{"", "0721 234 567", "+40 12", "+999 123456789", "+40 721 234 567 ext 9999999999999999999999", "+40\x00721"} {
		res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {bad}, "proof": {apptest.Password}})
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, bad)
		require.NotEmpty(t, fieldError(res, "phone"), bad)
	}
	res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 721 234 567"}, "proof": {"wrong password"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a new credential needs a fresh proof")
	require.Equal(t, "+40 721 234 567", res.Find("#f-phone").AttrOr("value", ""), "what was typed is kept")
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Empty(t, p.Messages(), "nothing is sent before the proof")

	res = c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 721 234 567"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	code := lastCode(t, app, p, phone)
	require.Equal(t, "+15005550006", p.Messages()[0].From)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	res = c.PostForm("/user/profile/mfa/sms/confirm", url.Values{"code": {wrong}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.NotEmpty(t, fieldError(res, "code"))
	res = c.PostForm("/user/profile/mfa/sms/confirm", url.Values{"code": {code}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/user/profile/mfa/codes", res.Header.Get("Location"), "an account without recovery codes gets them")
	require.Equal(t, account.RecoveryCodeCount, c.Get("/user/profile/mfa/codes").Find("[data-testid=recovery-codes] li").Length())
	require.Equal(t, "A phone number was added to your account", app.LastMailTo("ada@example.com").Subject)
	require.Contains(t, c.Get("/user/profile").Text(`[data-testid="sms-phone"]`), "+40 ••• 567")
	var stored []byte
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT secret FROM mfa_factors WHERE kind = 'sms'`).Scan(&stored))
	require.NotContains(t, string(stored), "721234567", "the number is sealed")
	var hashes int
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM sms_codes WHERE code_hash = convert_to($1, 'UTF8')`, code).Scan(&hashes))
	require.Zero(t, hashes, "codes are stored hashed")
}

func TestSignInWithAnSMSCode(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	enrolSMS(t, app, p, c)

	b := app.Client()
	res := signIn(b, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/signin/code", res.Header.Get("Location"))
	page := b.Get("/signin/code")
	require.Contains(t, page.Text(`[data-testid="sms-challenge"]`), "+40 ••• 567", "SMS alone: the code went out at once")
	code := lastCode(t, app, p, phone)
	require.Equal(t, "", signedInAs(t, b))
	res = b.PostForm("/signin/code", url.Values{"code": {code}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "ada@example.com", signedInAs(t, b))

	again := app.Client()
	signIn(again, "ada@example.com", apptest.Password)
	res = again.PostForm("/signin/code", url.Values{"code": {code}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a code is used once, and a new sign-in sent a new one")
	fresh := lastCode(t, app, p, phone)
	app.Clock.Advance(11 * time.Minute)
	signIn(again, "ada@example.com", apptest.Password) // the pending sign-in itself lasts ten minutes
	app.Clock.Advance(0)
	res = again.PostForm("/signin/code", url.Values{"code": {fresh}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "codes expire after ten minutes (and a new sign-in voids the last)")
}

func TestTheSignInOffersTheChoiceWithBothFactors(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	secret, _ := enrol(t, app, c)
	res := enrolSMS(t, app, p, c)
	require.Equal(t, "/user/profile#mfa", res.Header.Get("Location"), "the recovery codes are kept")
	sent := len(p.Messages())

	b := app.Client()
	signIn(b, "ada@example.com", apptest.Password)
	page := b.Get("/signin/code")
	require.Contains(t, page.Text(`[data-testid="sms-send"]`), "Text me a code instead")
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Len(t, p.Messages(), sent, "nothing is texted until the person chooses SMS")

	require.Equal(t, http.StatusSeeOther, b.PostForm("/signin/code/sms", nil).StatusCode)
	code := lastCode(t, app, p, phone)
	require.Equal(t, http.StatusSeeOther, b.PostForm("/signin/code", url.Values{"code": {code}}).StatusCode)
	require.Equal(t, "ada@example.com", signedInAs(t, b))

	app.Clock.Advance(time.Minute)
	other := app.Client()
	signIn(other, "ada@example.com", apptest.Password)
	res = other.PostForm("/signin/code", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now())}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "the authenticator app still works")
}

func TestAFloodOfSMSToOneNumberIsRefused(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	ada, bob := app.Client(), app.Client()
	ada.SignInAs(app.CreateUser("ada@example.com"))
	bob.SignInAs(app.CreateUser("bob@example.com"))
	statuses := []int{}
	for i := 0; i < 6; i++ {
		c := ada
		if i%2 == 1 {
			c = bob // two accounts aiming at one number
		}
		res := c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {phone}, "proof": {apptest.Password}})
		statuses = append(statuses, res.StatusCode)
	}
	require.Equal(t, []int{303, 303, 303, 303, 303, 429}, statuses)
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Len(t, p.Messages(), 5)
	res := ada.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 722 000 111"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "another number is not held back")
}

func TestASendingFailureIsRetriedAndARefusalIsNot(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	p.Fail(smstest.Failure{Status: http.StatusServiceUnavailable, Code: 20503, Message: "Service unavailable"})
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {phone}, "proof": {apptest.Password}}).StatusCode)
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Empty(t, p.Messages())
	var state string
	var failures int
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT state, coalesce(array_length(errors, 1), 0) FROM river_job WHERE kind = 'account_sms_send'`).Scan(&state, &failures))
	require.Contains(t, []string{"retryable", "available"}, state, "waiting for its retry")
	require.Equal(t, 1, failures)
	_, err := app.Pool.Exec(context.Background(), `UPDATE river_job SET scheduled_at = now() WHERE kind = 'account_sms_send'`)
	require.NoError(t, err)
	require.NotEmpty(t, lastCode(t, app, p, phone), "the retry sends it")

	p.Fail(smstest.Failure{Status: http.StatusBadRequest, Code: 21610, Message: "Attempt to send to unsubscribed recipient"})
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/mfa/sms", url.Values{"phone": {"+40 722 000 111"}, "proof": {apptest.Password}}).StatusCode)
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT state FROM river_job WHERE kind = 'account_sms_send' ORDER BY id DESC LIMIT 1`).Scan(&state))
	require.Equal(t, "cancelled", state, "a refusal that retrying cannot change ends the job")
}
