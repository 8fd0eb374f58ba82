package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

// companyEntries are the audit log's entries about a profile.
func companyEntries(t *testing.T, app *apptest.App, id string) []audit.Recorded {
	t.Helper()
	p, err := app.Server.Audit.List(context.Background(), audit.Filter{ObjectType: "profile", ObjectID: id})
	require.NoError(t, err)
	return p.Entries
}

// companyVersion is the version the company's admin page posts back with a transfer.
func companyVersion(t *testing.T, c *apptest.Client, id string) string {
	t.Helper()
	res := c.Get("/admin/companies/" + id)
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	v, ok := res.Find(`[data-testid="company-transfer"] input[name="version"]`).Attr("value")
	require.True(t, ok)
	return v
}

func fieldErr(res *apptest.Response, field string) string {
	return strings.TrimSpace(res.Find("#f-" + field + "-error").Text())
}

func listCount(res *apptest.Response) string { return res.Text(`[data-testid="list-count"]`) }

func TestOnlyAdminsReachTheCompanyPages(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	owner := app.CreateUser("owner@example.com")
	id, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, owner)
	require.NoError(t, err)
	gets := []string{"/admin/companies", "/admin/companies/new", "/admin/companies/" + id.String()}
	posts := map[string]url.Values{
		"/admin/companies": {"companyName": {"Sneaky"}, "email": {"sneaky@example.com"}},
		"/admin/companies/" + id.String() + "/transfer": {"email": {"owner@example.com"}, "version": {"1"}},
	}
	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	for _, path := range gets {
		require.Equal(t, http.StatusOK, admin.Get(path).StatusCode, path)
		res := app.Client().Get(path)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, path)
		require.Contains(t, res.Header.Get("Location"), "/signin", path)
	}
	for _, roles := range [][]string{nil, {account.RoleModerator}} {
		c := app.Client()
		c.SignInAs(app.CreateUser(uuid.NewString()+"@example.com", roles...))
		for _, path := range gets {
			require.Equal(t, http.StatusForbidden, c.Get(path).StatusCode, "%s %v", path, roles)
		}
		for path, form := range posts {
			require.Equal(t, http.StatusForbidden, c.PostForm(path, form).StatusCode, "%s %v", path, roles)
		}
	}
	for path, form := range posts {
		require.GreaterOrEqual(t, app.Client().PostForm(path, form).StatusCode, http.StatusBadRequest, path) // never for a visitor
	}
	token, err := app.Server.Modules.Accounts.CreateAPIToken(ctx, app.CreateUser("robot@example.com", account.RoleAdmin), "ci", 30)
	require.NoError(t, err)
	for _, path := range gets { // pages take no tokens (docs/conventions.md, "Accounts"): a visitor's request
		req, _ := http.NewRequest(http.MethodGet, path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		res := app.Client().Do(req)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, "an API token never administers: %s", path)
		require.Contains(t, res.Header.Get("Location"), "/signin", path)
	}
	require.Empty(t, companyEntries(t, app, id.String()))
	require.Empty(t, app.MailsTo("sneaky@example.com"))
}

func TestCompaniesListSearchesFiltersSortsAndPages(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, listed := listedCompany(t, app, "acme@example.com", billing.PlanPremium)
	for _, email := range []string{"zeta@example.com", "beta@example.com"} {
		_, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, app.CreateUser(email))
		require.NoError(t, err)
	}
	c := app.Client()
	c.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	rowNames := func(res *apptest.Response) []string {
		var out []string
		res.Find(`[data-testid="companies-table"] tbody th`).Each(func(_ int, s *goquerySelection) {
			out = append(out, strings.TrimSpace(s.Text()))
		})
		return out
	}

	res := c.Get("/admin/companies?q=ACME")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, []string{"Acme Green"}, rowNames(res), "by company name, any case")
	row := res.Find(`[data-testid="companies-table"] tbody tr`)
	require.Contains(t, row.Text(), "acme@example.com")
	require.Contains(t, row.Text(), "Premium")
	require.Contains(t, row.Text(), "Approved")
	require.Equal(t, "/admin/users/", row.Find(`a[href^="/admin/users/"]`).AttrOr("href", "")[:13], "the owner links to its account")
	level := row.Find("td").Eq(2).Text()
	require.Contains(t, level, "points", "a published rating has its level and total")
	require.NotContains(t, level, "No level")

	require.Equal(t, []string{"Company of zeta@example.com"}, rowNames(c.Get("/admin/companies?q=zeta%40")), "by owner's email")
	require.Equal(t, []string{"Acme Green"}, rowNames(c.Get("/admin/companies?status=approved")))
	require.Equal(t, []string{"Acme Green"}, rowNames(c.Get("/admin/companies?plan=premium")))
	require.NotContains(t, rowNames(c.Get("/admin/companies?plan=free")), "Acme Green")
	require.NotContains(t, rowNames(c.Get("/admin/companies?level=none")), "Acme Green")
	require.Contains(t, rowNames(c.Get("/admin/companies?level=none")), "Company of beta@example.com")
	sorted := rowNames(c.Get("/admin/companies?status=draft&sort=company&dir=asc"))
	require.Equal(t, []string{"Company of beta@example.com", "Company of zeta@example.com"}, sorted[:2])
	require.Equal(t, "ascending", c.Get("/admin/companies?sort=owner&dir=asc").Find(`th[aria-sort]`).AttrOr("aria-sort", ""))
	require.Equal(t, "Results: 1", listCount(c.Get("/admin/companies?q=acme&status=approved&plan=premium&sort=level")))

	res = c.Get("/admin/companies?page=99999999999999999999&status=%27;drop&plan=gold&sort=user_id")
	require.Equal(t, http.StatusOK, res.StatusCode, "an address made by hand falls back to the defaults")
	require.Contains(t, c.Get("/admin/companies?page=9999").Text(`[data-testid="list-empty"]`), "past the end")
	for _, q := range []string{"ʼ'\"<script>\x00名", "%_", strings.Repeat("🌱", 300), "\u202eevil"} {
		res = c.Get("/admin/companies?q=" + url.QueryEscape(q))
		require.Equal(t, http.StatusOK, res.StatusCode, q)
	}
	require.Equal(t, http.StatusOK, c.Get("/admin/companies/"+listed).StatusCode)
	require.Equal(t, http.StatusNotFound, c.Get("/admin/companies/"+uuid.NewString()).StatusCode)
	require.Equal(t, http.StatusNotFound, c.Get("/admin/companies/not-an-id").StatusCode)
}
