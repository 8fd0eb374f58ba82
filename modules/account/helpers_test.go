package account_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

const goodPassword = "river stone meadow lantern"

func signUp(c *apptest.Client, email, password, company string) *apptest.Response {
	return c.PostForm("/signup", url.Values{"email": {email}, "password": {password}, "company": {company}, "terms": {"1"}})
}

func signIn(c *apptest.Client, email, password string) *apptest.Response {
	return c.PostForm("/signin", url.Values{"email": {email}, "password": {password}})
}

// fieldError is the message shown under a field.
func fieldError(res *apptest.Response, field string) string {
	return strings.TrimSpace(res.Find("#f-" + field + "-error").Text())
}

// alert is the summary of the page's refused form: the message about the whole form, or
// "check the fields" and a link to each.
func alert(res *apptest.Response) string {
	return strings.TrimSpace(res.Find("#form-alert").Text())
}

// summary is the summary of a refused form of the settings page, where each form's ids
// carry its section (f-tokens-alert).
func summary(res *apptest.Response, section string) string {
	return strings.TrimSpace(res.Find("#f-" + section + "-alert").Text())
}

// signedInAs reports which account the client's session belongs to ("" for none).
func signedInAs(t *testing.T, c *apptest.Client) string {
	t.Helper()
	res := c.JSON(http.MethodGet, "/api/account/me", nil)
	if res.StatusCode == http.StatusUnauthorized {
		return ""
	}
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	var me struct {
		Email string `json:"email"`
	}
	res.DecodeJSON(&me)
	return me.Email
}
