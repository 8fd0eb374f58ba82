package vsme_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// The owner gives a bank a link: it opens without an account (each opening counted), another
// company cannot end it, the owner can, and an expired link opens nothing.
func TestShareLinkOpensUntilRevokedOrExpired(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("owner@example.com"))
	res := c.PostMultipart("/my/vsme/import", nil, apptest.File{Field: "file", Name: "sample.xlsx", Body: sample(t)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, http.StatusSeeOther, c.PostForm(res.Header.Get("Location")+"/confirm", nil).StatusCode)

	bad := c.PostForm("/my/vsme/2026/shares", url.Values{"label": {""}, "days": {"3"}})
	require.Equal(t, http.StatusUnprocessableEntity, bad.StatusCode)
	require.Contains(t, bad.Text("[data-testid=vsme-share]"), "Say for whom the link is")

	res = c.PostForm("/my/vsme/2026/shares", url.Values{"label": {"Bank A"}, "days": {"7"}})
	require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	link, ok := res.Find("[data-testid=vsme-new-link]").Attr("value")
	require.True(t, ok)
	u, err := url.Parse(link)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(u.Path, "/vsme/shared/"), link)

	bank := app.Client()
	page := bank.Get(u.Path)
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Contains(t, page.Text("[data-testid=vsme-shared]"), "Company XYZ")
	require.Equal(t, "noindex", page.Header.Get("X-Robots-Tag"))
	require.Equal(t, http.StatusOK, bank.Get(u.Path+"/export?format=xhtml").StatusCode)
	require.Equal(t, http.StatusNotFound, bank.Get(u.Path+"x").StatusCode)

	own := c.Get("/my/vsme/2026")
	require.Equal(t, "2", own.Find("[data-testid=vsme-shares] tbody td").Eq(2).Text(), "page and download, each logged")
	revoke, _ := own.Find("[data-testid=vsme-shares] form").Attr("action")

	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	require.Equal(t, http.StatusNotFound, other.PostForm(revoke, nil).StatusCode)
	require.Equal(t, http.StatusOK, bank.Get(u.Path).StatusCode)

	require.Equal(t, http.StatusSeeOther, c.PostForm(revoke, nil).StatusCode)
	require.Equal(t, http.StatusNotFound, bank.Get(u.Path).StatusCode)

	res = c.PostForm("/my/vsme/2026/shares", url.Values{"label": {"Customer B"}, "days": {"7"}})
	link, _ = res.Find("[data-testid=vsme-new-link]").Attr("value")
	u, _ = url.Parse(link)
	require.Equal(t, http.StatusOK, bank.Get(u.Path).StatusCode)
	app.Clock.Advance(8 * 24 * time.Hour)
	require.Equal(t, http.StatusNotFound, bank.Get(u.Path).StatusCode)
}
