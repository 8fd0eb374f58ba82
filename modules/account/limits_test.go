package account_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// In these tests every client comes from the same address, as colleagues behind one office
// router do.

func TestSuccessfulSignInsFromOneAddressDoNotCount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	for i := 1; i <= 32; i++ {
		email := fmt.Sprintf("colleague%d@example.com", i)
		app.CreateUser(email)
		res := signIn(app.Client(), email, apptest.Password)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, "colleague %d of 32 within a few minutes", i)
	}
}

func TestFailuresFromOneAddressAreLimited(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	for i := 0; i < 30; i++ {
		res := signIn(c, fmt.Sprintf("guess%d@example.com", i), "guess")
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "failure %d", i+1)
	}
	res := signIn(c, "another@example.com", "guess")
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "one machine trying many accounts is stopped")
	require.Contains(t, alert(res), "Too many attempts")
	require.Equal(t, "another@example.com", res.Find("#f-email").AttrOr("value", ""), "a refused form keeps what was typed")
	app.Clock.Advance(15 * time.Minute)
	require.Equal(t, http.StatusSeeOther, signIn(c, "ada@example.com", apptest.Password).StatusCode, "the window has passed")
}

// retryAfter is the Retry-After of a 429, in seconds.
func retryAfter(t *testing.T, res *apptest.Response) int {
	t.Helper()
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, res.Body)
	n, err := strconv.Atoi(res.Header.Get("Retry-After"))
	require.NoError(t, err)
	return n
}

// Wrong passwords slow the account down with growing delays instead of blocking it; the
// owner on a device that signed in before is not held back by them.
func TestAnAttackerIsSlowedButNotTheOwnersKnownDevice(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	laptop := app.Client()
	res := signIn(laptop, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	var device *http.Cookie
	for _, ck := range res.Cookies() {
		if ck.Name == "gc_device" {
			device = ck
		}
	}
	require.NotNil(t, device, "a successful sign-in marks the device")
	require.True(t, device.HttpOnly)
	require.Equal(t, "/signin", device.Path, "sent only to the sign-in pages")
	require.Greater(t, device.MaxAge, 300*24*3600, "long-lived")
	laptop.PostForm("/signout", nil)

	attacker := app.Client()
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusUnprocessableEntity, signIn(attacker, "ada@example.com", "guess").StatusCode, "failure %d", i+1)
	}
	failures, waits := 5, []int{}
	for failures < 12 {
		wait := retryAfter(t, signIn(attacker, "ada@example.com", "guess"))
		waits = append(waits, wait)
		app.Clock.Advance(time.Duration(wait) * time.Second)
		require.Equal(t, http.StatusUnprocessableEntity, signIn(attacker, "ada@example.com", "guess").StatusCode)
		failures++
	}
	require.Equal(t, []int{15, 30, 60, 120, 240, 480, 900}, waits, "each failure doubles the wait, up to 15 minutes")
	held := signIn(attacker, "ada@example.com", apptest.Password)
	require.Equal(t, 900, retryAfter(t, held), "while held, even the right password waits: guessing gains nothing")
	require.Contains(t, alert(held), "failed attempts to sign in to this account")

	res = signIn(laptop, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "the owner's known device is not held back")
	require.Equal(t, "ada@example.com", signedInAs(t, laptop))

	phone := app.Client()
	require.Equal(t, http.StatusTooManyRequests, signIn(phone, "ada@example.com", apptest.Password).StatusCode,
		"a device never used before waits like anyone")
	require.Equal(t, http.StatusTooManyRequests, signIn(attacker, "ada@example.com", "guess").StatusCode,
		"the owner signing in does not give the attacker a fresh start")
	app.Clock.Advance(15 * time.Minute)
	require.Equal(t, http.StatusSeeOther, signIn(phone, "ada@example.com", apptest.Password).StatusCode,
		"a delay, not a block: after it the right password works")
}

func TestAKnownDeviceCountsItsOwnFailures(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	app.CreateUser("bob@example.com")
	laptop := app.Client()
	signIn(laptop, "ada@example.com", apptest.Password)
	laptop.PostForm("/signout", nil)
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusUnprocessableEntity, signIn(laptop, "ada@example.com", "typo").StatusCode)
	}
	require.Equal(t, 15, retryAfter(t, signIn(laptop, "ada@example.com", apptest.Password)),
		"a stolen device cookie does not allow unlimited guesses")
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "ada@example.com", apptest.Password).StatusCode,
		"and its failures do not hold the account back elsewhere")

	// The mark belongs to one account and cannot be forged.
	mallory := app.Client()
	mallory.SetCookie("gc_device", laptop.Cookie("gc_device"))
	for i := 0; i < 5; i++ {
		signIn(mallory, "bob@example.com", "guess")
	}
	require.Equal(t, http.StatusTooManyRequests, signIn(mallory, "bob@example.com", "guess").StatusCode,
		"ada's device is not a known device for bob")
}

// An owner with two-step verification signs in despite the hold by giving a code with the
// password; without a right code the password is not even checked.
func TestASecondFactorSignsInDespiteTheHold(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	secret, _ := enrol(t, app, c)
	app.Clock.Advance(time.Minute)

	attacker := app.Client()
	for i := 0; i < 6; i++ {
		signIn(attacker, "ada@example.com", "guess")
	}
	phone := app.Client()
	res := signIn(phone, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode)
	require.Equal(t, 1, res.Find("#f-code").Length(), "the held form offers a code field")

	res = phone.PostForm("/signin", url.Values{"email": {"ada@example.com"}, "password": {apptest.Password}, "code": {"000000"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, fieldError(res, "code"), "This code is not right")
	require.Empty(t, signedInAs(t, phone))

	// An unknown address, held the same way, answers a code the same way: nothing tells them apart.
	for i := 0; i < 6; i++ {
		signIn(attacker, "nobody@example.com", "guess")
	}
	unknown := attacker.PostForm("/signin", url.Values{"email": {"nobody@example.com"}, "password": {"guess"}, "code": {"000000"}})
	require.Equal(t, http.StatusUnprocessableEntity, unknown.StatusCode)
	require.Equal(t, fieldError(res, "code"), fieldError(unknown, "code"))

	res = phone.PostForm("/signin", url.Values{"email": {"ada@example.com"}, "password": {"guess"},
		"code": {account.TOTPCode(secret, app.Clock.Now())}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a right code with a wrong password")
	require.Empty(t, signedInAs(t, phone))

	res = phone.PostForm("/signin", url.Values{"email": {"ada@example.com"}, "password": {apptest.Password},
		"code": {account.TOTPCode(secret, app.Clock.Now().Add(30*time.Second))}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/dashboard", res.Header.Get("Location"), "both factors given: no second step")
	require.Equal(t, "ada@example.com", signedInAs(t, phone))
}
