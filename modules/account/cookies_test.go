package account_test

import (
	"net/http"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// Every cookie that signing in sets is named, with its purpose, on the privacy page.
func TestThePrivacyPageNamesEveryCookieOfASignIn(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	set := map[string]bool{}
	for _, res := range []*apptest.Response{c.Get("/signin"), signIn(c, "ada@example.com", apptest.Password), c.Get("/")} {
		for _, ck := range res.Cookies() {
			set[ck.Name] = true
		}
	}
	require.True(t, set["gc_device"], "the sign-in marks the device")
	page := c.Get("/privacy")
	require.Equal(t, http.StatusOK, page.StatusCode)
	listed := map[string]bool{}
	page.Find(`[data-testid="cookies"] code`).Each(func(_ int, s *goquery.Selection) { listed[s.Text()] = true })
	for name := range set {
		require.True(t, listed[name], "%s is set at sign-in but not named on /privacy", name)
	}
}
