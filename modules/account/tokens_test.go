package account_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// bearer sends a request authenticated only by the token (no cookies at all).
func bearer(t *testing.T, app *apptest.App, method, path, token string, body any) *apptest.Response {
	t.Helper()
	var raw []byte
	if body != nil {
		raw, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, apptest.BaseURL+path, bytes.NewReader(raw))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	return app.Client().Do(req)
}

type apiErr struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func createToken(t *testing.T, c *apptest.Client, name string) string {
	t.Helper()
	res := c.PostForm("/user/profile/tokens", url.Values{"name": {name}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get("/user/profile")
	token := page.Find("[data-testid=new-token] input").AttrOr("value", "")
	require.Regexp(t, `^gc_[A-Za-z0-9_-]{43}$`, token)
	require.Empty(t, c.Get("/user/profile").Find("[data-testid=new-token]").Nodes, "a token is shown once")
	return token
}

func TestBearerTokensAuthenticateTheAPIOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	id := app.CreateUser("ada@example.com")
	c.SignInAs(id)
	token := createToken(t, c, "reporting script")

	res := bearer(t, app, http.MethodGet, "/api/account/me", token, nil)
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	var me struct {
		ID, Email, SignInProvider string
	}
	res.DecodeJSON(&me)
	require.Equal(t, "ada@example.com", me.Email)
	require.Equal(t, id.String(), me.ID)
	require.Equal(t, "api", me.SignInProvider)
	require.Contains(t, c.Get("/user/profile").Text("[data-testid=token-row]"), "reporting script")

	// A write without any cookie needs no XSRF header: there is nothing to forge.
	res = bearer(t, app, http.MethodPost, "/api/activity/login", token, map[string]string{"userId": id.String()})
	require.Equal(t, http.StatusNoContent, res.StatusCode, res.Body)
	var method string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT method FROM sign_ins ORDER BY id DESC LIMIT 1`).Scan(&method))
	require.Equal(t, "api", method)

	res = bearer(t, app, http.MethodPost, "/api/activity/login", token, map[string]string{"userId": "7c4d5a36-2b1f-4c65-9a59-0f0a0b0c0d0e"})
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	var e apiErr
	res.DecodeJSON(&e)
	require.Equal(t, "user-mismatch", e.Error.Code)

	// Pages never take tokens: the request stays anonymous (a visitor's, checked by origin).
	res = bearer(t, app, http.MethodGet, "/user/profile", token, nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, res.Header.Get("Location"), "/signin")
	res = bearer(t, app, http.MethodPost, "/user/profile/tokens", token, nil)
	require.Equal(t, http.StatusUnauthorized, res.StatusCode, "outside /api/ a bearer header signs nobody in")

	var lastUsed *string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT last_used_at::text FROM api_tokens`).Scan(&lastUsed))
	require.NotNil(t, lastUsed, "the last use is recorded")
}

func TestWrongAndRevokedTokensAre401(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	token := createToken(t, c, "old")

	for _, wrong := range []string{"gc_" + "A123456789012345678901234567890123456789012", "not-a-token", token + "x", ""} {
		res := bearer(t, app, http.MethodGet, "/api/account/me", wrong, nil)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode, wrong)
		var e apiErr
		res.DecodeJSON(&e)
		require.NotEmpty(t, e.Error.Message)
	}

	page := c.Get("/user/profile")
	action := page.Find("[data-testid=token-row] form").AttrOr("action", "")
	require.Equal(t, http.StatusSeeOther, c.PostForm(action, nil).StatusCode)
	res := bearer(t, app, http.MethodGet, "/api/account/me", token, nil)
	require.Equal(t, http.StatusUnauthorized, res.StatusCode)
	var e apiErr
	res.DecodeJSON(&e)
	require.Equal(t, "invalid-user-token", e.Error.Code)
	require.Equal(t, "The API token is not valid: it is unknown, revoked, or its account cannot sign in.", e.Error.Message)
	require.Equal(t, http.StatusNotFound, c.PostForm(action, nil).StatusCode, "revoking twice finds nothing")
}

func TestATokenIsAuthenticatedAloneEvenWithACookie(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ada, bob := app.Client(), app.Client()
	ada.SignInAs(app.CreateUser("ada@example.com"))
	bob.SignInAs(app.CreateUser("bob@example.com"))
	token := createToken(t, ada, "ada's script")

	req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+"/api/account/me", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	var me struct{ Email string }
	bob.Do(req).DecodeJSON(&me)
	require.Equal(t, "ada@example.com", me.Email, "the token decides, not bob's session cookie")

	req, _ = http.NewRequest(http.MethodPost, apptest.BaseURL+"/api/activity/login", bytes.NewReader([]byte(`{}`)))
	req.Header.Set("Authorization", "Bearer "+token)
	require.Equal(t, http.StatusForbidden, bob.Do(req).StatusCode, "with a session cookie along, CSRF is checked")
}

func TestOthersCannotRevokeMyToken(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ada, bob := app.Client(), app.Client()
	ada.SignInAs(app.CreateUser("ada@example.com"))
	bob.SignInAs(app.CreateUser("bob@example.com"))
	createToken(t, ada, "mine")
	action := ada.Get("/user/profile").Find("[data-testid=token-row] form").AttrOr("action", "")
	require.Equal(t, http.StatusNotFound, bob.PostForm(action, nil).StatusCode)
	require.Equal(t, 1, ada.Get("/user/profile").Find("[data-testid=token-row]").Length())
}

func TestTokenNameIsRequired(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	res := c.PostForm("/user/profile/tokens", url.Values{"name": {"   "}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Give the token a name.", fieldError(res, "tokens-name"))
}

func TestActivityLoginForABrowserSessionIsNotCountedTwice(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	signIn(c, "ada@example.com", apptest.Password)
	var me struct{ ID string }
	c.JSON(http.MethodGet, "/api/account/me", nil).DecodeJSON(&me)
	res := c.JSON(http.MethodPost, "/api/activity/login", map[string]string{"userId": me.ID})
	require.Equal(t, http.StatusNoContent, res.StatusCode)
	var n int
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM sign_ins`).Scan(&n))
	require.Equal(t, 1, n)
	require.Equal(t, http.StatusUnauthorized, app.Client().JSON(http.MethodPost, "/api/activity/login", map[string]string{"userId": me.ID}).StatusCode)
	require.Equal(t, http.StatusUnprocessableEntity, c.JSON(http.MethodPost, "/api/activity/login", map[string]string{"userId": "x"}).StatusCode)
}
