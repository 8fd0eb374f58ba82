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
	importSample(t, c)

	bad := c.PostForm("/my/vsme/2026/shares", url.Values{"label": {""}, "days": {"3"}})
	require.Equal(t, http.StatusUnprocessableEntity, bad.StatusCode)
	require.Contains(t, bad.Text("[data-testid=vsme-share]"), "Say for whom the link is")

	link := createShare(t, c, "Bank A")
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

	link = createShare(t, c, "Customer B")
	u, _ = url.Parse(link)
	require.Equal(t, http.StatusOK, bank.Get(u.Path).StatusCode)
	app.Clock.Advance(8 * 24 * time.Hour)
	require.Equal(t, http.StatusNotFound, bank.Get(u.Path).StatusCode)
}

// Creating a link answers with a redirect (Post/Redirect/Get): the page it leads to shows the
// link once, a refresh shows the list without it, and one link was made.
func TestShareLinkShownOnceAfterRedirect(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("owner@example.com"))
	importSample(t, c)

	res := c.PostForm("/my/vsme/2026/shares", url.Values{"label": {"Bank A"}, "days": {"30"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/my/vsme/2026#vsme-share", res.Header.Get("Location"))
	require.Zero(t, res.Find("[data-testid=vsme-new-link]").Length())

	first := c.Get("/my/vsme/2026")
	require.Equal(t, http.StatusOK, first.StatusCode)
	link, ok := first.Find("[data-testid=vsme-new-link]").Attr("value")
	require.True(t, ok)
	require.Contains(t, link, "/vsme/shared/")

	again := c.Get("/my/vsme/2026")
	require.Equal(t, http.StatusOK, again.StatusCode)
	require.Zero(t, again.Find("[data-testid=vsme-new-link]").Length(), "the secret is shown once")
	require.NotContains(t, again.Body, link[strings.LastIndex(link, "/")+1:])
	require.Equal(t, 1, again.Find("[data-testid=vsme-shares] tbody tr").Length())
	require.Contains(t, again.Text("[data-testid=vsme-shares] tbody tr"), "Bank A")

	// With htmx the redirect is HX-Redirect, to the same page.
	hx := c.HTMX(http.MethodPost, "/my/vsme/2026/shares", url.Values{"label": {"Bank B"}, "days": {"7"}})
	require.Equal(t, http.StatusNoContent, hx.StatusCode, hx.Body)
	require.Equal(t, "/my/vsme/2026#vsme-share", hx.Header.Get("HX-Redirect"))
	require.Equal(t, 1, c.Get("/my/vsme/2026").Find("[data-testid=vsme-new-link]").Length())
}

// createShare makes a link to 2026's report and reads it from the page the POST leads to.
func createShare(t *testing.T, c *apptest.Client, label string) string {
	t.Helper()
	res := c.PostForm("/my/vsme/2026/shares", url.Values{"label": {label}, "days": {"7"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get(strings.TrimSuffix(res.Header.Get("Location"), "#vsme-share"))
	link, ok := page.Find("[data-testid=vsme-new-link]").Attr("value")
	require.True(t, ok, page.Body)
	return link
}

// importSample imports EFRAG's filled sample as c's company and confirms it: its 2026 report.
func importSample(t *testing.T, c *apptest.Client) {
	t.Helper()
	res := c.PostMultipart("/my/vsme/import", nil, apptest.File{Field: "file", Name: "sample.xlsx", Body: sample(t)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, http.StatusSeeOther, c.PostForm(res.Header.Get("Location")+"/confirm", nil).StatusCode)
}
