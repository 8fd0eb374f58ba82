package site_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

// day is noon UTC of a day of November 2026 (the test clock's month; 22 November is a Sunday,
// the last day of ISO week 47).
func day(d int) time.Time { return time.Date(2026, 11, d, 12, 0, 0, 0, time.UTC) }

// seeded is a company of the aggregation's seeded set.
type seeded struct {
	user, profile uuid.UUID
	version       int
}

// signUp makes a verified account created at created (the sign-up's week) with a complete
// company profile, saved.
func signUp(t *testing.T, app *apptest.App, email string, created time.Time, country, industry string) seeded {
	t.Helper()
	ctx := context.Background()
	id := app.CreateUser(email)
	_, err := app.Pool.Exec(ctx, `UPDATE users SET created_at = $2 WHERE id = $1`, id, created)
	require.NoError(t, err)
	pid, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, id)
	require.NoError(t, err)
	in, _ := reference.IndustryByKey(industry)
	employees := 12
	body, _ := json.Marshal(profile.Company{CompanyName: email, About: "About us.", City: "Town", Country: country,
		Industry: industry, Sector: in.Sectors[0], Website: "https://example.com", EmployeeCount: &employees})
	rec, err := app.Server.Modules.Profiles.Save(ctx, pid, &web.User{ID: id}, profile.Patch{Version: 1, Company: body})
	require.NoError(t, err)
	return seeded{user: id, profile: pid, version: rec.Version}
}

// publish publishes the company's profile on the day at.
func publish(t *testing.T, app *apptest.App, c seeded, at time.Time) {
	t.Helper()
	app.Clock.Set(at)
	_, err := app.Server.Modules.Profiles.Publish(context.Background(), c.profile, &web.User{ID: c.user}, c.version)
	require.NoError(t, err)
}

// decide is a reviewer's decision on the profile's snapshot on the day at.
func decide(t *testing.T, app *apptest.App, c seeded, reviewer uuid.UUID, at time.Time, approve bool) {
	t.Helper()
	ctx := context.Background()
	app.Clock.Set(at)
	profiles := app.Server.Modules.Profiles
	seen, err := profiles.ReviewRecord(ctx, c.profile)
	require.NoError(t, err)
	if approve {
		require.NoError(t, profiles.Approve(ctx, c.profile, reviewer, seen.PublishedVersion()))
	} else {
		require.NoError(t, profiles.Reject(ctx, c.profile, reviewer, seen.PublishedVersion(), "Add evidence.", nil))
	}
}

// chartRows are a chart's table as label → value, and its labels in order.
func chartRows(res *apptest.Response, key string) (map[string]string, []string) {
	rows := res.Find(`[data-testid="aggregation-` + key + `-table"] tbody tr`)
	got, order := map[string]string{}, []string{}
	for i := range rows.Length() {
		label := strings.TrimSpace(rows.Eq(i).Find("th").Text())
		got[label] = strings.TrimSpace(rows.Eq(i).Find("td").Text())
		order = append(order, label)
	}
	return got, order
}

// readCSV is a CSV download's header and rows.
func readCSV(t *testing.T, res *apptest.Response) [][]string {
	t.Helper()
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	require.Equal(t, "text/csv; charset=utf-8", res.Header.Get("Content-Type"))
	require.Contains(t, res.Header.Get("Content-Disposition"), "attachment")
	recs, err := csv.NewReader(strings.NewReader(res.Body)).ReadAll()
	require.NoError(t, err)
	return recs
}

// The admin area's counts (docs/admin.md, "Aggregation") on a seeded set whose answer is
// known: every table, every week of the period (zero weeks included), the CSVs, hostile
// addresses, and who may see them.
func TestAggregationCountsASeededSet(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	_, err := app.Pool.Exec(ctx, `UPDATE users SET created_at = $2 WHERE id = $1`, adminID, day(18))
	require.NoError(t, err) // staff: never a sign-up, never a company

	alpha := signUp(t, app, "alpha@example.com", day(4), "DK", "energy")  // week 45
	delta := signUp(t, app, "delta@example.com", day(2), "RO", "finance") // week 45
	beta := signUp(t, app, "beta@example.com", day(17), "FR", "manufacturing")
	gamma := signUp(t, app, "gamma@example.com", day(17), "DK", "energy")
	epsilon := signUp(t, app, "epsilon@example.com", day(20), "DK", "energy")                        // week 47
	signUp(t, app, "zeta@example.com", time.Date(2026, 1, 12, 9, 0, 0, 0, time.UTC), "DK", "energy") // week 3: a draft
	publish(t, app, alpha, day(10))
	decide(t, app, alpha, adminID, day(11), true) // week 46: approved, public
	publish(t, app, alpha, day(18))               // week 47: published again
	publish(t, app, beta, day(18))
	decide(t, app, beta, adminID, day(18), true)
	publish(t, app, gamma, day(19))
	decide(t, app, gamma, adminID, day(19), true)
	publish(t, app, delta, day(12))
	decide(t, app, delta, adminID, day(13), false)
	publish(t, app, epsilon, day(20)) // waits for review
	app.Clock.Set(day(22))
	require.NoError(t, app.Server.Jobs.Drain(ctx)) // the directory's copy follows
	bills := app.Server.Modules.Billing
	require.NoError(t, bills.Grant(ctx, audit.System("test"), "alpha@example.com", "premium", ""))
	require.NoError(t, bills.Grant(ctx, audit.System("test"), "beta@example.com", "premium_plus", ""))
	require.NoError(t, bills.Grant(ctx, audit.System("test"), "gamma@example.com", "premium", ""))
	require.NoError(t, bills.EndGrant(ctx, audit.System("test"), gamma.user, uuid.Nil, "")) // back on Free

	admin := app.Client()
	admin.SignInAs(adminID)
	res := admin.Get("/admin/aggregation")
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	require.Equal(t, "12 weeks", res.Text(`[data-testid="aggregation-periods"] [aria-current="page"]`))
	require.Contains(t, res.Text(`[data-testid="aggregation-span"]`), "August 31, 2026 to November 22, 2026")

	signups, weeks := chartRows(res, "signups")
	require.Len(t, weeks, 12, "every week of the period")
	require.Equal(t, "Week 36 of 2026 (from August 31, 2026)", weeks[0])
	require.Equal(t, "Week 47 of 2026 (from November 16, 2026)", weeks[11])
	zero := 0
	for _, w := range weeks {
		if signups[w] == "0" {
			zero++
		}
	}
	require.Equal(t, 10, zero, "the weeks without sign-ups are there, at zero")
	require.Equal(t, "2", signups["Week 45 of 2026 (from November 2, 2026)"])
	require.Equal(t, "3", signups[weeks[11]], "the staff account is no sign-up")
	pubs, _ := chartRows(res, "publications")
	require.Equal(t, "1", pubs["Week 46 of 2026 (from November 9, 2026)"], "an approval makes a profile public")
	require.Equal(t, "3", pubs[weeks[11]], "and so does a publish of an approved profile; a pending one waits")
	approvals, _ := chartRows(res, "approvals")
	require.Equal(t, "1", approvals["Week 46 of 2026 (from November 9, 2026)"])
	require.Equal(t, "2", approvals[weeks[11]])
	require.Equal(t, "0", approvals["Week 45 of 2026 (from November 2, 2026)"])

	statuses, order := chartRows(res, "statuses")
	require.Equal(t, []string{"Draft", "Waiting for approval", "Approved Green Connect", "Not approved"}, order)
	require.Equal(t, map[string]string{"Draft": "1", "Waiting for approval": "1", "Approved Green Connect": "3", "Not approved": "1"}, statuses)
	levels, order := chartRows(res, "levels")
	require.Len(t, order, len(rating.Levels)+1, "every level, none included, zero or not")
	want := map[string]int{}
	for _, c := range []seeded{alpha, beta, gamma} {
		l, err := app.Server.Modules.Profiles.Listing(ctx, c.profile)
		require.NoError(t, err)
		want[app.Server.Bundle.Localizer("en").T(rating.Level(l.Rating.Level).MessageKey())]++
	}
	for label, value := range levels {
		require.Equal(t, want[label], atoi(t, value), label)
	}
	countries, order := chartRows(res, "countries")
	require.Equal(t, []string{"Denmark", "France"}, order, "listed companies only, the most first")
	require.Equal(t, map[string]string{"Denmark": "2", "France": "1"}, countries)
	industries, _ := chartRows(res, "industries")
	require.Equal(t, map[string]string{"Energy and utilities": "2", "Manufacturing": "1"}, industries)
	plans, order := chartRows(res, "plans")
	require.Equal(t, []string{"Free", "Premium", "Premium Plus"}, order)
	require.Equal(t, map[string]string{"Free": "4", "Premium": "1", "Premium Plus": "1"}, plans)

	res = admin.Get("/admin/aggregation?weeks=52")
	require.Equal(t, "52 weeks", res.Text(`[data-testid="aggregation-periods"] [aria-current="page"]`))
	signups, weeks = chartRows(res, "signups")
	require.Len(t, weeks, 52)
	require.Equal(t, "1", signups["Week 3 of 2026 (from January 12, 2026)"])

	recs := readCSV(t, admin.Get("/admin/aggregation?weeks=26&csv=signups"))
	require.Equal(t, []string{"Code", "Week", "Sign-ups"}, recs[0])
	require.Len(t, recs, 27)
	require.Equal(t, []string{"2026-W45", "Week 45 of 2026 (from November 2, 2026)", "2"}, recs[24])
	recs = readCSV(t, admin.Get("/admin/aggregation?csv=countries"))
	require.Equal(t, [][]string{{"Code", "Country", "Listed companies"}, {"DK", "Denmark", "2"}, {"FR", "France", "1"}}, recs)
	// A cell a spreadsheet would run is written as text.
	_, err = app.Pool.Exec(ctx, `UPDATE directory_companies SET industry = '=HYPERLINK("http://x")' WHERE profile_id = $1`, beta.profile)
	require.NoError(t, err)
	recs = readCSV(t, admin.Get("/admin/aggregation?csv=industries"))
	require.Contains(t, recs, []string{`'=HYPERLINK("http://x")`, `'=HYPERLINK("http://x")`, "1"})

	require.Equal(t, http.StatusNotFound, admin.Get("/admin/aggregation?csv=users").StatusCode)
	for _, bad := range []string{"?weeks=abc", "?weeks=-1", "?weeks=99999999999999999999", "?weeks=0&csv=", "?csv=%00",
		"?csv=%3Cscript%3E", "?weeks=12&weeks=52", "?csv=levels&csv=plans"} {
		require.Less(t, admin.Get("/admin/aggregation"+bad).StatusCode, 500, bad)
	}
	for _, roles := range [][]string{{account.RoleModerator}, nil} {
		c := app.Client()
		c.SignInAs(app.CreateUser(uuid.NewString()+"@example.com", roles...))
		require.Equal(t, http.StatusForbidden, c.Get("/admin/aggregation").StatusCode, roles)
		require.Equal(t, http.StatusForbidden, c.Get("/admin/aggregation?csv=plans").StatusCode, roles)
	}
	require.Equal(t, http.StatusSeeOther, app.Client().Get("/admin/aggregation").StatusCode, "a visitor signs in first")
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n := 0
	for _, r := range s {
		require.True(t, r >= '0' && r <= '9', s)
		n = n*10 + int(r-'0')
	}
	return n
}
