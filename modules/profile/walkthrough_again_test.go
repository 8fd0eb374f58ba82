package profile_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A passed walkthrough can be taken again (docs/profile.md, "The walkthrough"): the rating
// page links to itself with ?tour=1, which opens it; the link changes nothing on its own.
func TestTheWalkthroughCanBeTakenAgain(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	page := c.Get("/sustainability-profile")
	require.Equal(t, 1, page.Find(`[data-island="walkthrough"]`).Length(), "first visit: the walkthrough")
	require.Zero(t, page.Find(`[data-testid="tour-again"]`).Length(), "no link while it is open")
	require.Equal(t, http.StatusNoContent, c.JSON(http.MethodPost, "/api/sustainability/walkthrough", nil).StatusCode)

	page = c.Get("/sustainability-profile")
	require.Zero(t, page.Find(`[data-island="walkthrough"]`).Length(), "passed")
	link := page.Find(`[data-testid="tour-again"]`)
	require.Equal(t, "Take the tour again", page.Text(`[data-testid="tour-again"]`))
	href, ok := link.Attr("href")
	require.True(t, ok)

	again := c.Get(href)
	require.Equal(t, http.StatusOK, again.StatusCode)
	require.Equal(t, 1, again.Find(`[data-island="walkthrough"]`).Length(), "the link opens it again")
	require.Zero(t, c.Get("/sustainability-profile").Find(`[data-island="walkthrough"]`).Length(),
		"still passed: only the link opens it")

	fr := app.Client()
	fr.Header.Set("Accept-Language", "fr")
	fr.SignInAs(app.CreateUser("fr@example.com"))
	require.Equal(t, http.StatusNoContent, fr.JSON(http.MethodPost, "/api/sustainability/walkthrough", nil).StatusCode)
	require.Equal(t, "Refaire la visite", fr.Get("/sustainability-profile").Text(`[data-testid="tour-again"]`))
}

// The menu under the user's name offers the tour again on every page; a visitor has no
// such menu.
func TestTheUserMenuOffersTheTourAgain(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	link := c.Get("/dashboard").Find(`.user-menu a[href="/sustainability-profile?tour=1"]`)
	require.Equal(t, 1, link.Length())
	require.Equal(t, "Take the tour again", link.Text())
	require.Equal(t, 1, c.Get(link.AttrOr("href", "")).Find(`[data-island="walkthrough"]`).Length())
	require.Zero(t, app.Client().Get("/").Find(`a[href="/sustainability-profile?tour=1"]`).Length())
}
