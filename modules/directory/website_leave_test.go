package directory_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// docs/directory.md, "Leaving for a website": the website buttons lead through the service
// consent; the service page stays one page for every visitor, the way out is private.
func TestTheWebsiteButtonAsksForTheServiceConsentFirst(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Green & Co", Country: "RO", Industry: "energy"})
	o := offering("Heat pump retrofit", "energy_efficiency")
	o.URL = "https://heat.example/pumps?from=gc"
	s := addService(t, app, p, o, true)
	page, out := "/services/"+s.ID.String(), "/services/"+s.ID.String()+"/website"
	c := app.Client()

	before := c.Get(page)
	require.Equal(t, http.StatusOK, before.StatusCode)
	require.Contains(t, before.Header.Get("Cache-Control"), "public", "the service page is the same for everyone")
	require.Equal(t, out, before.Find(`[data-testid="website-link"]`).AttrOr("href", ""))
	require.Equal(t, out, before.Find(`[data-testid="contact-link"]`).AttrOr("href", ""))
	require.NotContains(t, before.Body, `href="https://heat.example`, "no button leaves without the question")
	market := c.Get("/marketplace/services")
	require.Equal(t, out, market.Find(`[data-testid="service-card"] [data-testid="website-link"]`).AttrOr("href", ""))

	ask := c.Get(out)
	require.Equal(t, http.StatusOK, ask.StatusCode)
	require.Equal(t, "no-store", ask.Header.Get("Cache-Control"), "the question is the visitor's own")
	require.Contains(t, ask.Header.Get("Content-Security-Policy"), "form-action 'self' https://heat.example;",
		"the consent form's answer may end on that website, and only there")
	require.Contains(t, before.Header.Get("Content-Security-Policy"), "form-action 'self';")
	require.Equal(t, "https://heat.example/pumps?from=gc", ask.Text(`[data-testid="leave-address"]`))
	require.Equal(t, "I agree, open heat.example", ask.Text(`[data-testid="leave-agree"]`))
	form := ask.Find(`[data-testid="leave-page"] form`)
	require.Equal(t, "/consent", form.AttrOr("action", ""))
	require.Equal(t, out, form.Find(`input[name="back"]`).AttrOr("value", ""))
	require.Equal(t, "/consent", ask.Find(`[data-testid="leave-page"] p.muted a`).AttrOr("href", ""), "where to change it later")

	agreed := c.PostForm("/consent", url.Values{"key": {"service"}, "back": {out}})
	require.Equal(t, http.StatusSeeOther, agreed.StatusCode)
	require.Equal(t, out, agreed.Header.Get("Location"))
	require.Equal(t, "service", c.Cookie("gc_consent"), "the answer is remembered")

	gone := c.Get(out)
	require.Equal(t, http.StatusSeeOther, gone.StatusCode)
	require.Equal(t, "https://heat.example/pumps?from=gc", gone.Header.Get("Location"))
	require.Equal(t, "no-store", gone.Header.Get("Cache-Control"))
	require.Equal(t, "noindex, nofollow", gone.Header.Get("X-Robots-Tag"))

	after := c.Get(page)
	require.Contains(t, after.Header.Get("Cache-Control"), "public", "the consent does not make the page per visitor")
	require.Equal(t, out, after.Find(`[data-testid="website-link"]`).AttrOr("href", ""))
}

// The way out goes only to the website the service stores: nothing a request carries
// chooses it, and a service nobody may see has none.
func TestTheWayOutNeverLeadsElsewhere(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Green & Co", Country: "RO", Industry: "energy"})
	s := addService(t, app, p, offering("Solar carports", "renewable_energy"), true)
	draft := addService(t, app, p, offering("Secret plan", "consulting"), false)
	bare := offering("No site", "consulting")
	bare.URL = ""
	noSite := addService(t, app, p, bare, true)
	c := app.Client()
	require.Equal(t, http.StatusSeeOther, c.PostForm("/consent", url.Values{"key": {"service"}}).StatusCode)

	for _, hostile := range []string{"?to=https://evil.example", "?to=//evil.example&next=https://evil.example", "?url=javascript:alert(1)"} {
		res := c.Get("/services/" + s.ID.String() + "/website" + hostile)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, hostile)
		require.Equal(t, s.URL, res.Header.Get("Location"), hostile)
	}
	for name, path := range map[string]string{
		"a malformed id":          "/services/evil.example/website",
		"an unknown service":      "/services/" + uuid.NewString() + "/website",
		"a draft, for a visitor":  "/services/" + draft.ID.String() + "/website",
		"a service with no site":  "/services/" + noSite.ID.String() + "/website",
		"a path around the check": "/services/" + s.ID.String() + "/website/..%2f..%2fevil.example",
	} {
		res := c.Get(path)
		require.Equal(t, http.StatusNotFound, res.StatusCode, name)
		require.Empty(t, res.Header.Get("Location"), name)
	}
	ownerC := app.Client()
	ownerC.SignInAs(owner)
	require.Equal(t, http.StatusOK, ownerC.Get("/services/"+draft.ID.String()+"/website").StatusCode, "its owner previews the draft")

	// A stored address that is not a web address (written around the form's check) leads nowhere.
	_, err := app.Pool.Exec(context.Background(), `UPDATE services SET url = 'javascript:alert(1)' WHERE id = $1`, s.ID)
	require.NoError(t, err)
	drain(t, app)
	res := c.Get("/services/" + s.ID.String() + "/website")
	require.Equal(t, http.StatusNotFound, res.StatusCode)
	require.Empty(t, res.Header.Get("Location"))

	// Agreeing comes back only to a page of the site.
	for _, back := range []string{"https://evil.example", "//evil.example", "/\\evil.example"} {
		res := c.PostForm("/consent", url.Values{"key": {"service"}, "back": {back}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode)
		require.Equal(t, "/", res.Header.Get("Location"), back)
	}
}
