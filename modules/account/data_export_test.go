package account_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// The data export (docs/accounts.md, "Your data"): the signed-in user's own data, every
// module's part, as a download nobody caches, and never a secret or another company's data.
func TestTheExportIsTheUsersOwnData(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	me, other := app.Client(), app.Client()
	me.SignInAs(app.CreateUser("mine@example.com"))
	other.SignInAs(app.CreateUser("theirs@example.com"))
	res := other.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"company": map[string]any{"companyName": "Their Secret Co", "about": "Not yours to read"}})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)

	res = me.Get("/user/profile/export.json")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Header.Get("Content-Disposition"), "attachment")
	require.Equal(t, "no-store", res.Header.Get("Cache-Control"))
	var data map[string]any
	require.NoError(t, json.Unmarshal([]byte(res.Body), &data))
	for _, part := range []string{"account", "profile", "services", "posts", "exportedAt"} {
		require.Contains(t, data, part)
	}
	require.Equal(t, "mine@example.com", data["account"].(map[string]any)["email"])
	require.Contains(t, data["profile"].(map[string]any), "record")
	body := strings.ToLower(res.Body)
	for _, never := range []string{"their secret co", "theirs@example.com", "passwordhash", "password_hash", "secret\":"} {
		require.NotContains(t, body, never)
	}
	require.Equal(t, 1, me.Get("/user/profile").Find(`[data-testid="export-link"][href="/user/profile/export.json"]`).Length(),
		"settings link it")
	require.NotEqual(t, http.StatusOK, app.Client().Get("/user/profile/export.json").StatusCode, "visitors get nothing")
}
