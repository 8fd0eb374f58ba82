package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

// keptPage asks for a signed-in page until it comes from the private cache (the first
// answer of a fresh session sets its CSRF cookie and cannot be kept), and returns it.
func keptPage(t *testing.T, c *apptest.Client, path string) *apptest.Response {
	t.Helper()
	for range 3 {
		if res := c.Get(path); res.Header.Get("X-Cache") == "HIT" {
			require.Contains(t, res.Header.Get("Cache-Control"), "private", path)
			return res
		}
	}
	t.Fatalf("%s never came from the private cache", path)
	return nil
}

// fresh asks for a page and requires that it was rendered now, not served kept.
func fresh(t *testing.T, c *apptest.Client, path string) *apptest.Response {
	t.Helper()
	res := c.Get(path)
	require.Equal(t, http.StatusOK, res.StatusCode, path)
	require.NotEqual(t, "HIT", res.Header.Get("X-Cache"), "%s: rendered again after the change", path)
	return res
}

// A signed-in page is kept for its session alone, and any change to what it shows (the
// company's own rows, another user's action on them, the site's rows, the clock's minute,
// a message waiting in the session) is shown on the next view.
func TestASignedInPageIsKeptForItsSessionUntilWhatItShowsChanges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	m := app.Server.Modules
	owner := app.CreateUser("owner@example.com")
	c := app.Client()
	c.SignInAs(owner)
	const page = profile.RatingPath
	first := keptPage(t, c, page)
	require.Equal(t, "0 / 25", first.Text(`[data-testid="plain-company"] .points-value`))
	keptPage(t, c, profile.WizardPath)

	// Another session of the same user, and another user, never get this session's copy.
	again := app.Client()
	again.SignInAs(owner)
	require.NotEqual(t, "HIT", again.Get(page).Header.Get("X-Cache"))
	stranger := app.Client()
	stranger.SignInAs(app.CreateUser("stranger@example.com"))
	require.Contains(t, stranger.Get(page).Text(".user-name"), "stranger@example.com")

	// The owner's own row.
	id, err := m.Profiles.ProfileIDForUser(ctx, owner)
	require.NoError(t, err)
	rec, err := m.Profiles.OwnRecord(ctx, owner)
	require.NoError(t, err)
	rec, err = m.Profiles.Save(ctx, id, &web.User{ID: owner}, profile.Patch{Version: rec.Version,
		Company: companyJSON("Sunny Roofs"), Sections: map[string]json.RawMessage{}})
	require.NoError(t, err)
	require.Equal(t, "25 / 25", fresh(t, c, page).Text(`[data-testid="plain-company"] .points-value`))
	require.Contains(t, fresh(t, c, profile.WizardPath).Body, "Sunny Roofs")

	// A message waiting in the session shows once, though nothing else changed.
	keptPage(t, c, page)
	require.Equal(t, http.StatusSeeOther, c.PostForm("/sustainability-profile/publish", url.Values{"version": {"999"}}).StatusCode)
	require.NotEmpty(t, fresh(t, c, page).Text(".flashes"), "the stale publish's message")
	require.Empty(t, keptPage(t, c, page).Text(".flashes"), "shown once")

	// Another user's action on the owner's rows: an admin's decision.
	_, err = m.Profiles.Publish(ctx, id, &web.User{ID: owner}, rec.Version)
	require.NoError(t, err)
	require.Equal(t, "Waiting for approval", fresh(t, c, page).Text(`[data-testid="status"]`))
	keptPage(t, c, page)
	require.NoError(t, m.Profiles.Approve(ctx, id, app.CreateUser("admin@example.com", account.RoleAdmin), rec.Version))
	require.NotEqual(t, "Waiting for approval", fresh(t, c, page).Text(`[data-testid="status"]`))

	// The site's rows: the points table.
	keptPage(t, c, page)
	app.SetPoints(rating.KeySignUp, 7)
	require.Equal(t, "7 / 7", fresh(t, c, page).Text(`[data-testid="plain-signup"] .points-value`))

	// An htmx request gets its fragment, never the kept whole page.
	kept := keptPage(t, c, page)
	frag := c.HTMX(http.MethodGet, page, nil)
	require.Equal(t, http.StatusOK, frag.StatusCode)
	require.NotContains(t, frag.Body, "<html")
	require.Contains(t, kept.Body, "<html")

	// The clock: the next minute renders again (a planning stage ends at midnight). A
	// browser revisiting with its ETag gets a 304, and the page rendered for it is kept.
	app.Clock.Advance(time.Minute)
	req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+page, nil)
	req.Header.Set("If-None-Match", kept.Header.Get("ETag"))
	revisit := c.Do(req)
	require.Equal(t, http.StatusNotModified, revisit.StatusCode)
	require.NotEqual(t, "HIT", revisit.Header.Get("X-Cache"))
	require.Equal(t, "HIT", c.Get(page).Header.Get("X-Cache"), "kept from the revisit")

	// Signed out, the session's copy is never served, even to its old cookie.
	keptPage(t, c, page)
	thief := app.Client()
	thief.SetCookie("gc_session", c.Cookie("gc_session"))
	require.Equal(t, http.StatusSeeOther, c.PostForm(account.SignOutPath, nil).StatusCode)
	res := thief.Get(page)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "the sign-in page, not the kept copy")
}

// The points table and the guidance are kept in memory (memos): when one is dropped, a
// page built from it is not served again, though no counter in the database moved.
func TestAKeptSignedInPageFollowsTheMemos(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Server.Signals.Start(context.Background(), 5*time.Second)
	t.Cleanup(app.Server.Signals.Stop)
	c := app.Client()
	c.SignInAs(app.CreateUser("owner@example.com"))
	keptPage(t, c, profile.RatingPath)
	// What an instance hears when another changed the points table (modules/rating).
	require.NoError(t, app.Server.Signals.Notify(context.Background(), "gc_rating_table", ""))
	require.Eventually(t, func() bool {
		return c.Get(profile.RatingPath).Header.Get("X-Cache") != "HIT"
	}, 30*time.Second, 20*time.Millisecond)
}

// Two instances: a change made through one is on the other's next view, without waiting
// for any message between them (the versions are read with the user, in the database).
func TestAChangeOnOneInstanceIsOnTheOthersNextSignedInView(t *testing.T) {
	t.Parallel()
	a := apptest.New(t)
	b := apptest.NewOn(t, a.Pool, a.DBURL, a.Config, a.Clock)
	ctx := context.Background()
	owner := a.CreateUser("owner@example.com")
	c := b.Client()
	c.SignInAs(owner)
	keptPage(t, c, profile.RatingPath)

	id, err := a.Server.Modules.Profiles.ProfileIDForUser(ctx, owner)
	require.NoError(t, err)
	rec, err := a.Server.Modules.Profiles.OwnRecord(ctx, owner)
	require.NoError(t, err)
	_, err = a.Server.Modules.Profiles.Save(ctx, id, &web.User{ID: owner}, profile.Patch{Version: rec.Version,
		Company: companyJSON("Sunny Roofs"), Sections: map[string]json.RawMessage{}})
	require.NoError(t, err)
	require.Equal(t, "25 / 25", fresh(t, c, profile.RatingPath).Text(`[data-testid="plain-company"] .points-value`))

	keptPage(t, c, profile.RatingPath)
	a.SetPoints(rating.KeySignUp, 9)
	require.Equal(t, "9 / 9", fresh(t, c, profile.RatingPath).Text(`[data-testid="plain-signup"] .points-value`))
}
