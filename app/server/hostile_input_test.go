package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/server"
)

// hostile are values people and robots put in addresses: tsquery and SQL syntax, letters
// that unaccent turns into syntax (U+02BC, U+0149, U+02D0), huge and odd numbers, bytes
// that are not UTF-8, NUL, control and direction characters, very long text.
var hostile = []string{
	"ʼ", "ŉ", "ː", "'", `\`, "''", ":*", "a:*b", "&|!()<>", "a & b | !c", "<->", "(", "solar'", "!", "*",
	"300000000", "2147483648", "99999999999999999999", "-1", "0", "1e9", "0x10", "+5", " 7 ",
	"\x00", "a\x00b", "\xff\xfe", "\xc3", "\u202eevil", "\t\n\r", "\x1b[31m", " ", "",
	"' OR 1=1--", "%", "%%", "<script>alert(1)</script>", "../../etc/passwd", "${jndi:ldap://x}",
	"太阳能", "😀🌱", "Ǆ", "İ", "ﬃ", "½", "①", "℃", "⑴", "¼", strings.Repeat("ʼ", 300),
	strings.Repeat("solar ", 150), strings.Repeat("a", 1000), "true", "null", "[]", "{}",
}

// queryKeys are every query parameter a page or API of the app reads.
var queryKeys = []string{"q", "page", "tags", "category", "country", "contry", "industry", "level", "hasServices",
	"onlyWithPrices", "onlyWithGreenRating", "onlyServices", "status", "s", "id", "lang", "next", "back", "email",
	"plan", "state", "sort", "dir", "weeks", "sdg", "ungc", "backed", "verified", "limit", "cursor", "from", "to", "older",
	"role", "action", "csv", "kind", "source", "currency", "period", "session_id", "days", "showSubscription", "format",
	"v", "code", "item", "section", "user", "company", "open", "type", "object"}

func hostileQuery(v string) string {
	q := url.Values{}
	if len(v) > 100 { // long text once, in the search box (an address stays under 4 KB)
		q.Set("q", v)
		return q.Encode()
	}
	for _, k := range queryKeys {
		q[k] = []string{v, v} // repeated keys too, as a form without JavaScript sends tags
	}
	if enc := q.Encode(); len(enc) <= 2500 {
		return enc
	}
	for _, k := range queryKeys { // the server reads 4 KB of request line and headers
		q[k] = q[k][:1]
	}
	return q.Encode()
}

var param = regexp.MustCompile(`:[A-Za-z]+|\*`)

// TestNoAddressAnswers5xx requests every GET route of the app, as a visitor, a company and
// an admin, with each hostile value in every query parameter and in every path parameter
// (and with real ids, so the handlers get past their lookups), as a page and as htmx.
func TestNoAddressAnswers5xx(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.SeedDemo(ctx))
	m := app.Server.Modules
	demo, err := m.Accounts.ByEmail(ctx, server.DemoCompanyEmail)
	require.NoError(t, err)
	admin, err := m.Accounts.ByEmail(ctx, server.DemoAdminEmail)
	require.NoError(t, err)
	profileID, err := m.Profiles.ProfileIDForUser(ctx, demo.ID)
	require.NoError(t, err)
	own, err := m.Directory.OwnOfferings(ctx, profileID)
	require.NoError(t, err)
	require.NotEmpty(t, own)
	serviceID := own[0].ID.String()

	visitor, company, adminC := app.Client(), app.Client(), app.Client()
	company.SignInAs(demo.ID)
	adminC.SignInAs(admin.ID)
	clients := map[string]*apptest.Client{"visitor": visitor, "company": company, "admin": adminC}

	var routes []string
	for _, r := range app.Server.App.GetRoutes(true) {
		if r.Method == http.MethodGet && !strings.HasPrefix(r.Path, "/static/") {
			routes = append(routes, r.Path)
		}
	}
	require.Greater(t, len(routes), 40, "every GET route is tried")
	// One subtest a person, run side by side (each with its own client and cookies): the
	// same requests, spread over the cores, so the walk's length is not one core's.
	for who, c := range clients {
		t.Run(who, func(t *testing.T) {
			t.Parallel()
			failures := map[string]bool{} // "who route value → status", each once
			try := func(route, value, path string, htmx bool) {
				req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+path, nil)
				if htmx {
					req.Header.Set("HX-Request", "true")
				}
				if res := c.Do(req); res.StatusCode >= 500 {
					if len(value) > 20 {
						value = value[:20] + "…"
					}
					failures[fmt.Sprintf("%s %s %q → %d", who, route, value, res.StatusCode)] = true
				}
			}
			for _, route := range routes {
				goods := []string{profileID.String()}
				switch {
				case strings.Contains(route, "/badge/:file"):
					goods = []string{profileID.String() + ".svg", profileID.String() + ".json"}
				case strings.Contains(strings.ToLower(route), "service"):
					goods = []string{serviceID}
				}
				for _, v := range hostile {
					query := "?" + hostileQuery(v)
					paths := hostilePaths(route, url.PathEscape(v), goods[0])
					if param.MatchString(route) {
						for _, g := range goods {
							paths = append(paths, param.ReplaceAllLiteralString(route, g))
						}
					}
					for _, p := range paths {
						try(route, v, p+query, false)
					}
					try(route, v, paths[len(paths)-1]+query, true)
				}
			}
			list := make([]string, 0, len(failures))
			for f := range failures {
				list = append(list, f)
			}
			sort.Strings(list)
			require.Empty(t, list)
		})
	}
}

// hostilePaths are the route with the hostile value in each of its parameters in turn, the
// others holding a real value: a route of two parameters with a long value in both would be
// an address over the 4 KB of request line and headers the server reads.
func hostilePaths(route, hostile, good string) []string {
	n := len(param.FindAllStringIndex(route, -1))
	if n == 0 {
		return []string{route}
	}
	paths := make([]string, 0, n)
	for i := range n {
		k := -1
		paths = append(paths, param.ReplaceAllStringFunc(route, func(string) string {
			k++
			if k == i {
				return hostile
			}
			return good
		}))
	}
	return paths
}
