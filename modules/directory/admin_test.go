package directory_test

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/directory"
)

// adminVersion is the service version its admin page's form posts back.
func adminVersion(t *testing.T, c *apptest.Client, id uuid.UUID) string {
	t.Helper()
	res := c.Get("/admin/services/" + id.String())
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	v, ok := res.Find(`[data-testid="unpublish-form"] input[name="version"]`).Attr("value")
	require.True(t, ok, "the page offers the form")
	return v
}

// The services' admin pages (docs/directory.md, "Administration") are the admins' alone,
// checked on every route: moderators and companies get 403, visitors are sent to sign in,
// an API token administers nothing.
func TestServiceAdminRoutesArePerRole(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, p := makeCompany(t, app, "owner@example.com", company{Name: "Roof Co", Country: "FR", Industry: "energy"})
	o := addService(t, app, p, offering("Roof audit", "energy_efficiency"), true)
	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	gets := []string{"/admin/services", "/admin/services/export.csv", "/admin/services/" + o.ID.String()}
	post := "/admin/services/" + o.ID.String() + "/unpublish"
	form := url.Values{"version": {strconv.Itoa(o.Version)}, "reason": {"Spam"}}

	admin := app.Client()
	admin.SignInAs(adminID)
	for _, path := range gets {
		require.Equal(t, http.StatusOK, admin.Get(path).StatusCode, path)
	}
	for _, roles := range [][]string{{account.RoleModerator}, nil} {
		c := app.Client()
		c.SignInAs(app.CreateUser(uuid.NewString()+"@example.com", roles...))
		for _, path := range gets {
			require.Equal(t, http.StatusForbidden, c.Get(path).StatusCode, "%s %v", path, roles)
		}
		require.Equal(t, http.StatusForbidden, c.PostForm(post, form).StatusCode, "roles %v", roles)
	}
	visitor := app.Client()
	for _, path := range gets {
		res := visitor.Get(path)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, path)
		require.True(t, strings.HasPrefix(res.Header.Get("Location"), "/signin"), path)
	}
	require.GreaterOrEqual(t, visitor.PostForm(post, form).StatusCode, 400)

	token, err := app.Server.Modules.Accounts.CreateAPIToken(ctx, adminID, "ci", 30)
	require.NoError(t, err)
	for _, path := range append(gets, post) {
		method := http.MethodGet
		if path == post {
			method = http.MethodPost
		}
		req, _ := http.NewRequest(method, apptest.BaseURL+path, strings.NewReader(form.Encode()))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		res := app.Client().Do(req)
		require.Contains(t, []int{http.StatusSeeOther, http.StatusUnauthorized, http.StatusForbidden}, res.StatusCode,
			"an API token never reaches an admin page: %s", path)
	}

	own, err := app.Server.Modules.Directory.OwnOfferings(ctx, p)
	require.NoError(t, err)
	require.True(t, own[0].Published, "nobody but the admin changed anything")
	entries, err := app.Server.Audit.List(ctx, audit.Filter{Action: directory.ActionUnpublish})
	require.NoError(t, err)
	require.Empty(t, entries.Entries)
}

// The admin list: every service with its company and owner, searched, filtered, sorted,
// paged, and its CSV; an address made by hand never answers 5xx.
func TestAdminServiceListSearchesFiltersAndExports(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, listedCo := makeCompany(t, app, "listed@example.com", company{Name: "Listed Co", Country: "FR", Industry: "energy"})
	_, draftCo := makeCompany(t, app, "draft@example.com", company{Name: "Hidden Co", Country: "DE", Industry: "energy", Status: "draft"})
	addService(t, app, listedCo, offering("Solar audit", "energy_efficiency"), true)
	addService(t, app, listedCo, offering("=cmd|calc", "consulting"), false)
	addService(t, app, draftCo, offering("Wind check", "renewable_energy"), true)
	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))

	res := admin.Get("/admin/services")
	require.Equal(t, "Results: 3", res.Text(`[data-testid="list-count"]`))
	row := res.Find(`[data-testid="services-table"] tbody tr`).FilterFunction(func(_ int, s *goquery.Selection) bool {
		return strings.Contains(s.Text(), "Solar audit")
	})
	require.Contains(t, row.Text(), "listed@example.com")
	require.Equal(t, "/companies/"+listedCo.String(), row.Find(`a[href^="/companies/"]`).AttrOr("href", ""), "a listed company links to its page")
	wind := admin.Get("/admin/services?q=hidden")
	require.Equal(t, "Results: 1", wind.Text(`[data-testid="list-count"]`), "the company's name is searched")
	require.Equal(t, 0, wind.Find(`[data-testid="services-table"] a[href^="/companies/"]`).Length(), "a company not listed has no page")

	require.Equal(t, "Results: 1", admin.Get("/admin/services?state=draft").Text(`[data-testid="list-count"]`))
	require.Equal(t, "Results: 1", admin.Get("/admin/services?country=DE").Text(`[data-testid="list-count"]`))
	require.Equal(t, "Results: 1", admin.Get("/admin/services?category=consulting").Text(`[data-testid="list-count"]`))
	sorted := admin.Get("/admin/services?sort=name&dir=asc")
	require.Equal(t, "=cmd|calc", strings.TrimSpace(sorted.Find(`[data-testid="services-table"] tbody th a`).First().Text()))
	require.Equal(t, "/admin/services/export.csv?category=consulting",
		admin.Get("/admin/services?category=consulting&page=2").Find(`[data-testid="services-csv"]`).AttrOr("href", ""),
		"the CSV keeps the filters, not the page")

	csv := admin.Get("/admin/services/export.csv?state=draft")
	require.Equal(t, http.StatusOK, csv.StatusCode)
	require.Contains(t, csv.Header.Get("Content-Type"), "text/csv")
	lines := strings.Split(strings.TrimSpace(csv.Body), "\n")
	require.Len(t, lines, 2, csv.Body)
	require.True(t, strings.HasPrefix(lines[1], "'=cmd|calc,"), "a formula is written as text: %s", lines[1])

	for _, q := range []string{"?state=%27;drop", "?country=xx&category=%00", "?sort=owner_email&dir=up", "?page=99999999999999999999",
		"?q=" + url.QueryEscape("ʼ'\"<script>\x00名"), "?page=9999"} {
		require.Equal(t, http.StatusOK, admin.Get("/admin/services"+q).StatusCode, q)
		require.Equal(t, http.StatusOK, admin.Get("/admin/services/export.csv"+q).StatusCode, q)
	}
}

// An admin unpublishes a service with a reason: it leaves the marketplace, its page and
// the company page at once (the page cache drops them), the owner is mailed the reason in
// its language and reads it on its pages, the decision is audited; the owner publishes
// again only after an edit, which clears the mark.
func TestAnAdminUnpublishesAServiceWithAReason(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	ownerID, p := makeCompany(t, app, "owner@example.com", company{Name: "Roof Co", Country: "FR", Industry: "energy"})
	require.NoError(t, app.Server.Modules.Accounts.SavePrefs(ctx, ownerID, web.Prefs{Locale: "fr"}))
	o := addService(t, app, p, offering("Roof audit", "energy_efficiency"), true)
	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	admin := app.Client()
	admin.SignInAs(adminID)
	path := "/admin/services/" + o.ID.String()

	stale := adminVersion(t, admin, o.ID)
	res := admin.PostForm(path+"/unpublish", url.Values{"version": {stale}, "reason": {"  "}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please fill in this field.", res.Text("#f-reason-error"))
	long := strings.Repeat("é", directory.MaxTakedownReason+1)
	res = admin.PostForm(path+"/unpublish", url.Values{"version": {stale}, "reason": {long}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, long, res.Text("#f-reason"), "what was typed is kept")
	require.NotEmpty(t, res.Text("#f-reason-error"))

	require.Equal(t, http.StatusNotFound, admin.PostForm("/admin/services/"+uuid.NewString()+"/unpublish",
		url.Values{"version": {"1"}, "reason": {"x"}}).StatusCode)
	require.Equal(t, http.StatusNotFound, admin.Get("/admin/services/not-a-uuid").StatusCode)
	_, err := app.Server.Modules.Directory.Update(ctx, p, withVersion(o, o.Version))
	require.NoError(t, err)
	res = admin.PostForm(path+"/unpublish", url.Values{"version": {stale}, "reason": {"Spam"}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "the owner saved it since the page was shown")
	require.Contains(t, res.Text(`[data-testid="conflict"]`), "changed since you opened the page")
	require.Equal(t, "Spam", res.Text("#f-reason"), "what was typed is kept")
	require.NotEqual(t, stale, res.Find(`[data-testid="unpublish-form"] input[name="version"]`).AttrOr("value", ""), "the page is as it is now")

	visitor := app.Client()
	public := []string{"/marketplace/services", "/companies/" + p.String(), "/services/" + o.ID.String()}
	for _, page := range public {
		require.Contains(t, visitor.Get(page).Body, "Roof audit", page)
		require.Equal(t, "HIT", visitor.Get(page).Header.Get("X-Cache"), page)
	}
	reason := "Misleading claims <b>about</b> carbon"
	res = admin.PostForm(path+"/unpublish", url.Values{"version": {adminVersion(t, admin, o.ID)}, "reason": {reason}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := admin.Get(path)
	require.Equal(t, "Unpublished by an admin", page.Text(`[data-testid="service-state"]`))
	require.Equal(t, reason, page.Text(`[data-testid="takedown-reason"]`))
	require.Equal(t, 0, page.Find(`[data-testid="unpublish-form"]`).Length(), "an unpublished service has nothing to unpublish")
	require.Equal(t, http.StatusConflict, admin.PostForm(path+"/unpublish", url.Values{"version": {stale}, "reason": {"again"}}).StatusCode)

	for _, page := range public[:2] {
		res := visitor.Get(page)
		require.NotEqual(t, "HIT", res.Header.Get("X-Cache"), "the page cache dropped %s", page)
		require.NotContains(t, res.Body, "Roof audit", page)
	}
	require.Equal(t, http.StatusNotFound, visitor.Get(public[2]).StatusCode)

	mail := app.LastMailTo("owner@example.com")
	require.Equal(t, "Votre service a été dépublié par un administrateur", mail.Subject, "in the owner's language")
	require.Contains(t, mail.Text, reason)
	entries, err := app.Server.Audit.List(ctx, audit.Filter{ObjectType: "service", ObjectID: o.ID.String()})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	require.Equal(t, directory.ActionUnpublish, entries.Entries[0].Entry.Action)
	require.Equal(t, adminID, entries.Entries[0].Actor.ID)
	require.Equal(t, reason, entries.Entries[0].Entry.Note)
	require.Equal(t, "Results: 1", admin.Get("/admin/services?state=unpublished").Text(`[data-testid="list-count"]`))

	owner := app.Client()
	owner.SignInAs(ownerID)
	mine := owner.Get("/my/services")
	require.Equal(t, reason, mine.Text(`[data-testid="takedown-reason"]`))
	require.Equal(t, 0, mine.Find(`[data-testid="takedown-reason"] b`).Length(), "the reason is text")
	require.Equal(t, 0, mine.Find(`form[action$="/publish"]`).Length(), "no publish before an edit")
	require.Contains(t, owner.Get("/dashboard").Body, "Misleading claims")
	own, err := app.Server.Modules.Directory.OwnOffering(ctx, p, o.ID)
	require.NoError(t, err)
	res = owner.PostForm("/my/services/"+o.ID.String()+"/publish", url.Values{"version": {strconv.Itoa(own.Version)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, owner.Get("/my/services").Body, "Modifiez-le pour répondre", "refused with why")
	require.Equal(t, reason, owner.Get("/my/services/"+o.ID.String()+"/edit").Text(`[data-testid="takedown-reason"]`))

	saved, err := app.Server.Modules.Directory.Update(ctx, p, withVersion(own, own.Version))
	require.NoError(t, err)
	require.Equal(t, 1, owner.Get("/my/services").Find(`form[action$="/publish"]`).Length(), "edited: it may publish again")
	res = owner.PostForm("/my/services/"+o.ID.String()+"/publish", url.Values{"version": {strconv.Itoa(saved.Version)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	own, err = app.Server.Modules.Directory.OwnOffering(ctx, p, o.ID)
	require.NoError(t, err)
	require.True(t, own.Published)
	require.Nil(t, own.Takedown, "the publish cleared the admin's mark")
	require.Contains(t, visitor.Get(public[0]).Body, "Roof audit")
}

// withVersion is the service as its owner would save it unchanged, from version.
func withVersion(o directory.Offering, version int) directory.Offering {
	o.Version = version
	o.Description += "."
	return o
}
