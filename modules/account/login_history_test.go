package account_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// The owner's record lists its recent sign-ins, newest first (docs/accounts.md, "Sign-in
// history"): time, method and the coarse client, never the address.
func TestTheOwnersRecordListsItsSignInsNewestFirst(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	first, second := app.Client(), app.Client()
	first.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36")
	second.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")
	require.Equal(t, http.StatusSeeOther, signIn(first, "ada@example.com", apptest.Password).StatusCode)
	app.Clock.Advance(time.Minute)
	require.Equal(t, http.StatusSeeOther, signIn(second, "ada@example.com", apptest.Password).StatusCode)
	res := second.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"company": map[string]any{"companyName": "Ada Ltd"}})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)

	res = second.Get("/user/profile/export.json")
	require.Equal(t, http.StatusOK, res.StatusCode)
	var data struct {
		Profile struct {
			Record struct {
				Logins []map[string]any `json:"logins"`
			} `json:"record"`
		} `json:"profile"`
	}
	require.NoError(t, json.Unmarshal([]byte(res.Body), &data))
	logins := data.Profile.Record.Logins
	require.Len(t, logins, 2, res.Body)
	require.Equal(t, "Firefox", logins[0]["browser"], "the newest first")
	require.Equal(t, "Chrome", logins[1]["browser"])
	for _, l := range logins {
		require.Equal(t, "password", l["method"])
		require.Equal(t, "", l["factor"])
		require.Contains(t, []string{"0.0.0.0/24", "127.0.0.0/24", "::/64"}, l["network"], "a prefix, not the address")
		require.NotContains(t, l, "userAgent")
	}
	at0, _ := time.Parse(time.RFC3339Nano, logins[0]["at"].(string))
	at1, _ := time.Parse(time.RFC3339Nano, logins[1]["at"].(string))
	require.True(t, at0.After(at1), "%v after %v", at0, at1)
}

// An account keeps its newest sign-ins only: each new one prunes the older ones.
func TestTheSignInHistoryKeepsTheNewestTwenty(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	id := app.CreateUser("ada@example.com")
	c := app.Client()
	signIn(c, "ada@example.com", apptest.Password)
	app.Clock.Advance(91 * 24 * time.Hour)
	for range 21 {
		app.Clock.Advance(time.Minute)
		signIn(app.Client(), "ada@example.com", apptest.Password)
	}
	ins, err := app.Server.Modules.Accounts.SignIns(ctx, id, 100)
	require.NoError(t, err)
	require.Len(t, ins, 20)
	require.True(t, ins[19].At.After(app.Clock.Now().Add(-time.Hour)), "the 90-day-old one went first")
}

// A sign-in that passed a second factor says which, in the history and on the settings page.
func TestTheSignInHistoryNamesTheSecondFactor(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	id := app.CreateUser("ada@example.com")
	c := app.Client()
	c.SignInAs(id)
	secret, _ := enrol(t, app, c)
	app.Clock.Advance(time.Minute)
	d := app.Client()
	signIn(d, "ada@example.com", apptest.Password)
	res := d.PostForm("/signin/code", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now())}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)

	ins, err := app.Server.Modules.Accounts.SignIns(ctx, id, 1)
	require.NoError(t, err)
	require.Equal(t, "totp", ins[0].Factor)
	page := d.Get("/user/profile")
	require.Equal(t, "Password + authenticator app", page.Text(`[data-testid="history"] tbody tr:first-child td:nth-child(2)`))
	require.Contains(t, page.Text(`[data-testid="history"] tbody tr:first-child td:nth-child(4)`), "/")
}
