package account_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// enrol turns on TOTP for the signed-in client and returns the secret and recovery codes.
func enrol(t *testing.T, app *apptest.App, c *apptest.Client) (string, []string) {
	t.Helper()
	page := c.Get("/user/profile/mfa")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.True(t, strings.HasPrefix(page.Find(".qr img").AttrOr("src", ""), "data:image/png;base64,"), "the QR code is a PNG data URL")
	secret := strings.ReplaceAll(page.Text("[data-testid=totp-secret]"), " ", "")
	require.Len(t, secret, 32)
	require.Equal(t, secret, strings.ReplaceAll(c.Get("/user/profile/mfa").Text("[data-testid=totp-secret]"), " ", ""),
		"a reload shows the same secret, so what was scanned stays valid")

	res := c.PostForm("/user/profile/mfa", url.Values{"code": {"000000"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, fieldError(res, "code"), "This code is not right")

	res = c.PostForm("/user/profile/mfa", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now())}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	codesPage := c.Get(res.Header.Get("Location"))
	var codes []string
	codesPage.Find("[data-testid=recovery-codes] li").Each(func(_ int, s *goquery.Selection) { codes = append(codes, s.Text()) })
	require.Len(t, codes, account.RecoveryCodeCount)
	require.Equal(t, http.StatusSeeOther, c.Get("/user/profile/mfa/codes").StatusCode, "the codes are shown once")
	return secret, codes
}

func TestTOTPSignInIsATwoStepResolve(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	secret, codes := enrol(t, app, c)
	require.Equal(t, "Two-step verification is on", app.LastMailTo("ada@example.com").Subject)
	require.Contains(t, c.Get("/user/profile").Text("[data-testid=mfa-status]"), "Two-step verification is on")

	app.Clock.Advance(time.Minute)
	d := app.Client()
	res := signIn(d, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/signin/code", res.Header.Get("Location"))
	require.Empty(t, signedInAs(t, d), "the password alone does not sign in")
	require.Equal(t, http.StatusOK, d.Get("/signin/code").StatusCode)

	res = d.PostForm("/signin/code", url.Values{"code": {"123456"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Empty(t, signedInAs(t, d))

	code := account.TOTPCode(secret, app.Clock.Now())
	res = d.PostForm("/signin/code", url.Values{"code": {code}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "ada@example.com", signedInAs(t, d))

	e := app.Client()
	signIn(e, "ada@example.com", apptest.Password)
	res = e.PostForm("/signin/code", url.Values{"code": {code}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a code is accepted once")

	res = e.PostForm("/signin/code", url.Values{"code": {strings.ToUpper(codes[0])}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "a recovery code works, whatever its case")
	require.Equal(t, "ada@example.com", signedInAs(t, e))

	f := app.Client()
	signIn(f, "ada@example.com", apptest.Password)
	res = f.PostForm("/signin/code", url.Values{"code": {codes[0]}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a recovery code is accepted once")
}

func TestPendingSecondStepExpiresAndIsRateLimited(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	secret, _ := enrol(t, app, c)

	d := app.Client()
	signIn(d, "ada@example.com", apptest.Password)
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusUnprocessableEntity, d.PostForm("/signin/code", url.Values{"code": {"000000"}}).StatusCode)
	}
	res := d.PostForm("/signin/code", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now().Add(30*time.Second))}})
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "guessing codes is limited per account")

	app.Clock.Advance(11 * time.Minute)
	res = d.PostForm("/signin/code", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now())}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/signin", res.Header.Get("Location"), "a second step left waiting too long starts over")
	require.Empty(t, signedInAs(t, d))
}

func TestDisablingTheSecondFactorNeedsProof(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	secret, _ := enrol(t, app, c)

	res := c.PostForm("/user/profile/mfa/disable", url.Values{"proof": {"wrong"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is neither your password nor a valid code.", fieldError(res, "mfa-proof"))

	res = c.PostForm("/user/profile/mfa/codes", url.Values{"proof": {account.TOTPCode(secret, app.Clock.Now().Add(30*time.Second))}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "a current code proves it too")
	require.Equal(t, "New recovery codes for Green Connect", app.LastMailTo("ada@example.com").Subject)

	res = c.PostForm("/user/profile/mfa/disable", url.Values{"proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "Two-step verification is off", app.LastMailTo("ada@example.com").Subject)
	d := app.Client()
	require.Equal(t, "/dashboard", signIn(d, "ada@example.com", apptest.Password).Header.Get("Location"), "the password is enough again")
}
