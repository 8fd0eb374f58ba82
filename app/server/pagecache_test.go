package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/config"
	"greenconnect/app/web"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
)

// listed makes a company that went through review, with one published service, and
// works the jobs that copy it into the directory.
type listed struct {
	owner, profileID, serviceID uuid.UUID
	service                     directory.Offering
}

func listedCompany(t *testing.T, app *apptest.App, email, name string) listed {
	t.Helper()
	ctx := context.Background()
	m := app.Server.Modules
	owner := app.CreateUser(email)
	id, err := m.Profiles.ProfileIDForUser(ctx, owner)
	require.NoError(t, err)
	u := &web.User{ID: owner}
	rec, err := m.Profiles.Save(ctx, id, u, profile.Patch{Version: 1, Company: companyJSON(name),
		Sections: map[string]json.RawMessage{}})
	require.NoError(t, err)
	_, err = m.Profiles.Publish(ctx, id, u, rec.Version)
	require.NoError(t, err)
	// A moderator other than the owner approves it: nobody decides their own company.
	require.NoError(t, m.Profiles.Approve(ctx, id, app.CreateUser("reviewer-"+email), rec.Version))
	o, err := m.Directory.Create(ctx, id, directory.Offering{Name: "Solar audit", Industry: "energy", Category: "energy_efficiency",
		Description: "We audit roofs.", Explanation: "Less coal.", URL: "https://example.com/audit", Tags: []string{"solar"}})
	require.NoError(t, err)
	o, err = m.Directory.SetPublished(ctx, id, o.ID, o.Version, true)
	require.NoError(t, err)
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	return listed{owner: owner, profileID: id, serviceID: o.ID, service: o}
}

// rename saves a new company name and publishes it: an approved profile's publish goes
// live at once.
func rename(t *testing.T, app *apptest.App, c listed, name string) {
	t.Helper()
	ctx := context.Background()
	profiles := app.Server.Modules.Profiles
	u := &web.User{ID: c.owner}
	rec, err := profiles.OwnRecord(ctx, c.owner)
	require.NoError(t, err)
	rec, err = profiles.Save(ctx, c.profileID, u, profile.Patch{Version: rec.Version, Company: companyJSON(name),
		Sections: map[string]json.RawMessage{}})
	require.NoError(t, err)
	_, err = profiles.Publish(ctx, c.profileID, u, rec.Version)
	require.NoError(t, err)
}

func companyJSON(name string) json.RawMessage {
	employees := 12
	body, _ := json.Marshal(profile.Company{CompanyName: name, About: "What " + name + " does.", City: "Lyon",
		Country: "FR", Industry: "energy", Sector: "renewable_energy", Website: "https://example.com", EmployeeCount: &employees})
	return body
}

// publicPaths are the pages a visitor without cookies may get from a shared cache.
func publicPaths(c listed) []string {
	return []string{"/", "/about", "/terms", "/privacy", "/directory", "/marketplace/services",
		"/sustainability-training", "/services/" + c.serviceID.String(), "/companies/" + c.profileID.String(),
		"/companies/" + c.profileID.String() + "/badge", "/badge/" + c.profileID.String() + ".svg"}
}

func TestVisitorsPublicPagesAreCacheableAndCarryNothingOfTheVisitor(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := listedCompany(t, app, "owner@example.com", "Sunny Roofs")
	for _, path := range publicPaths(c) {
		first := app.Client().Get(path)
		require.Equal(t, http.StatusOK, first.StatusCode, path)
		require.Empty(t, first.Header.Values("Set-Cookie"), "%s sets no cookie", path)
		cc := first.Header.Get("Cache-Control")
		require.True(t, strings.HasPrefix(cc, "public, max-age="), "%s: %s", path, cc)
		require.NotEmpty(t, first.Header.Get("ETag"), path)
		require.Contains(t, first.Header.Get("Vary"), "Accept-Encoding", path)
		if !strings.HasPrefix(path, "/badge/") {
			require.Contains(t, cc, "stale-while-revalidate", path)
			for _, v := range []string{"HX-Request", "Cookie", "Accept-Language"} {
				require.Contains(t, first.Header.Get("Vary"), v, path)
			}
			require.Zero(t, first.Find(`input[name="_csrf"]`).Length(), "%s embeds no token", path)
			require.NotContains(t, first.Body, "X-XSRF-TOKEN", path)
		}
		require.Equal(t, "MISS", first.Header.Get("X-Cache"), path)

		again := app.Client().Get(path)
		require.Equal(t, "HIT", again.Header.Get("X-Cache"), path)
		require.Equal(t, first.Body, again.Body, path)
	}
}

func TestSignedInPagesAreNeverCachedNorServedFromTheCache(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := listedCompany(t, app, "owner@example.com", "Sunny Roofs")
	for _, path := range publicPaths(c) {
		app.Client().Get(path) // kept for visitors
	}
	member := app.Client()
	member.SignInAs(app.CreateUser("member@example.com"))
	for _, path := range publicPaths(c) {
		if strings.HasPrefix(path, "/badge/") {
			continue // embedded by other sites: no session, the same for everyone
		}
		res := member.Get(path)
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		require.Empty(t, res.Header.Get("X-Cache"), "%s: not from the cache", path)
		require.Contains(t, res.Header.Get("Cache-Control"), "private", path)
		require.Contains(t, res.Text(".user-name"), "member@example.com", "%s is the member's own", path)
	}
	visitor := app.Client().Get("/")
	require.Equal(t, "HIT", visitor.Header.Get("X-Cache"))
	require.Zero(t, visitor.Find(".user-name").Length(), "a visitor never sees what the member saw")
}

func TestAChangeDropsThePagesThatShowIt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	m := app.Server.Modules
	c := listedCompany(t, app, "owner@example.com", "Sunny Roofs")
	other := listedCompany(t, app, "other@example.com", "Windy Hills")
	company := "/companies/" + c.profileID.String()
	service := "/services/" + c.serviceID.String()
	warm := func(paths ...string) {
		for _, p := range paths {
			app.Client().Get(p)
			require.Equal(t, "HIT", app.Client().Get(p).Header.Get("X-Cache"), p)
		}
	}
	otherPage := "/companies/" + other.profileID.String()

	// A profile: the company's page at once, the directory's pages once its copy follows.
	warm(company, company+"/badge", "/directory", service, otherPage)
	rename(t, app, c, "Sunny Roofs & Sons")
	require.Equal(t, "Sunny Roofs & Sons", app.Client().Get(company).Text("h1"))
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	require.Contains(t, app.Client().Get("/directory").Text("main"), "Sunny Roofs & Sons")
	require.Contains(t, app.Client().Get(company+"/badge").Text("main"), "Sunny Roofs & Sons")
	require.Contains(t, app.Client().Get(service).Text("main"), "Sunny Roofs & Sons")
	require.Equal(t, "HIT", app.Client().Get(otherPage).Header.Get("X-Cache"), "another company's page stays")

	// A service.
	warm(service, "/marketplace/services")
	o := c.service
	o.Name = "Solar and heat-pump audit"
	cur, err := m.Directory.OwnOffering(ctx, c.profileID, c.serviceID)
	require.NoError(t, err)
	o.Version = cur.Version
	_, err = m.Directory.Update(ctx, c.profileID, o)
	require.NoError(t, err)
	require.Equal(t, "Solar and heat-pump audit", app.Client().Get(service).Text("h1"))
	require.Contains(t, app.Client().Get("/marketplace/services").Text("main"), "Solar and heat-pump audit")

	// Unpublishing takes the company off every public page at once.
	warm(company, service, "/directory")
	_, err = m.Profiles.Unpublish(ctx, c.profileID, &web.User{ID: c.owner})
	require.NoError(t, err)
	require.Equal(t, http.StatusNotFound, app.Client().Get(company).StatusCode)
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	require.Equal(t, http.StatusNotFound, app.Client().Get(service).StatusCode)
	require.NotContains(t, app.Client().Get("/directory").Text("main"), "Sunny Roofs")

	// The points table: every rating shown changed.
	warm(otherPage, "/", "/about")
	app.SetPoints("signUpGreenRating", 10)
	for _, p := range []string{otherPage, "/", "/about"} {
		require.Equal(t, "MISS", app.Client().Get(p).Header.Get("X-Cache"), p)
	}
}

// Two instances behind one load balancer share the database: a change made through one
// drops the pages the other keeps, within moments.
func TestAChangeOnOneInstanceDropsThePagesOfAnother(t *testing.T) {
	t.Parallel()
	a := apptest.New(t)
	b := apptest.NewOn(t, a.Pool, a.DBURL, a.Config, a.Clock)
	for _, inst := range []*apptest.App{a, b} {
		inst.Server.Signals.Start(context.Background(), 5*time.Second)
		t.Cleanup(inst.Server.Signals.Stop)
	}
	ctx := context.Background()
	c := listedCompany(t, a, "owner@example.com", "Sunny Roofs")
	company := "/companies/" + c.profileID.String()
	service := "/services/" + c.serviceID.String()
	for _, p := range []string{company, service} {
		b.Client().Get(p)
		require.Equal(t, "HIT", b.Client().Get(p).Header.Get("X-Cache"), p)
	}

	rename(t, a, c, "Sunny Roofs & Sons")
	require.Eventually(t, func() bool {
		return b.Client().Get(company).Text("h1") == "Sunny Roofs & Sons"
	}, 30*time.Second, 50*time.Millisecond, "instance b shows the change")

	// The directory's copy is updated by a job, which either instance may work.
	require.NoError(t, b.Server.Jobs.Drain(ctx))
	require.Eventually(t, func() bool {
		return strings.Contains(b.Client().Get(service).Text("main"), "Sunny Roofs & Sons")
	}, 30*time.Second, 50*time.Millisecond, "instance b's service page follows the job")

	// Each instance keeps the points table in memory (docs/rating.md): an edit made through
	// one is what the other rates with, within moments.
	kept, err := b.Server.Modules.Ratings.Table(ctx)
	require.NoError(t, err)
	require.NotEqual(t, 7, kept.Table.SignUp)
	a.SetPoints("signUpGreenRating", 7)
	require.Eventually(t, func() bool {
		v, err := b.Server.Modules.Ratings.Table(ctx)
		return err == nil && v.Table.SignUp == 7 && v.Version == kept.Version+1
	}, 30*time.Second, 20*time.Millisecond, "instance b rates with the new table")

	// So is the wizard's guidance.
	_, err = b.Server.Modules.Profiles.HelpTexts(ctx, "en") // kept by b
	require.NoError(t, err)
	_, err = a.Server.Modules.Profiles.SaveGuidance(ctx, audit.System("test"), profile.KeyGoals, 0,
		map[string]string{"en": "Pick the goals you work on first."})
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		h, err := b.Server.Modules.Profiles.HelpTexts(ctx, "en")
		return err == nil && h[profile.KeyGoals] == "Pick the goals you work on first."
	}, 30*time.Second, 20*time.Millisecond, "instance b shows the new guidance")
}

// With no page cache (PAGE_CACHE_MB=0) a visitor's public page still says anyone may keep
// it, so a CDN in front keeps it; a signed-in page stays private. Without Headers the pages
// answered private.
func TestVisitorsPublicPagesAreCacheableWithNoPageCache(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, func(cfg *config.Config) { cfg.PageCacheMB = 0 })
	require.Nil(t, app.Server.Pages)
	c := listedCompany(t, app, "owner@example.com", "Sunny Roofs")
	owner := app.Client()
	owner.SignInAs(c.owner)
	for _, path := range publicPaths(c) {
		page := app.Client().Get(path)
		require.Equal(t, http.StatusOK, page.StatusCode, path)
		require.Empty(t, page.Header.Values("Set-Cookie"), "%s sets no cookie", path)
		require.True(t, strings.HasPrefix(page.Header.Get("Cache-Control"), "public, max-age="), "%s: %s", path, page.Header.Get("Cache-Control"))
		require.Empty(t, page.Header.Get("X-Cache"), path)
		if strings.HasPrefix(path, "/badge/") {
			continue // the badge is the same for everyone, signed in or not
		}
		signedIn := owner.Get(path)
		require.Equal(t, http.StatusOK, signedIn.StatusCode, path)
		require.False(t, strings.HasPrefix(signedIn.Header.Get("Cache-Control"), "public"), "%s signed in: %s", path, signedIn.Header.Get("Cache-Control"))
	}
}
