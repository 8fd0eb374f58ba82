package directory_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

type publicAnswer struct {
	Items []map[string]any `json:"items"`
	Total int              `json:"total"`
	More  *bool            `json:"more"`
	Next  *string          `json:"next"`
}

func getPublic(t *testing.T, c *apptest.Client, path string, status int) publicAnswer {
	t.Helper()
	res := c.Get(path)
	require.Equal(t, status, res.StatusCode, res.Body)
	var a publicAnswer
	if status == http.StatusOK {
		require.NoError(t, json.Unmarshal([]byte(res.Body), &a))
		require.Equal(t, "*", res.Header.Get("Access-Control-Allow-Origin"), "open to every site")
		require.Contains(t, res.Header.Get("Cache-Control"), "public")
		require.Empty(t, res.Header.Values("Set-Cookie"))
	}
	return a
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// The public listing API (docs/api.md): listed companies and public services only, the
// listings' filters, signed cursors, CORS, no private field, clear 400s.
func TestThePublicAPIListsWhatVisitorsMaySee(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	var first uuidString
	for i := 0; i < 6; i++ {
		_, id := makeCompany(t, app, "c"+strconv.Itoa(i)+"@example.com", company{Name: "Company " + strconv.Itoa(i), Country: "RO", Industry: "energy"})
		if i == 0 {
			first = uuidString(id.String())
			addService(t, app, id, offering("Public audit", "consulting"), true)
			addService(t, app, id, offering("Secret draft", "consulting"), false)
		}
	}
	makeCompany(t, app, "draft@example.com", company{Name: "Draft Co", Country: "RO", Industry: "energy", Status: "draft"})
	drain(t, app)
	c := app.Client()

	page := getPublic(t, c, directory.PublicCompaniesPath+"?limit=4", http.StatusOK)
	require.Len(t, page.Items, 4)
	require.Equal(t, 6, page.Total, "the draft is not listed")
	require.NotNil(t, page.More, "the answer says whether more match than total counts")
	require.False(t, *page.More)
	require.NotNil(t, page.Next)
	require.Equal(t, []string{"active", "badge", "city", "companyValidatedAt", "country", "evidence", "id", "industry",
		"itemsVerifiedAt", "level", "name", "sector", "serviceCount", "stars", "total", "url", "verifiedItems"}, keys(page.Items[0]),
		"only what the directory shows a visitor")
	rest := getPublic(t, c, directory.PublicCompaniesPath+"?limit=4&cursor="+url.QueryEscape(*page.Next), http.StatusOK)
	require.Len(t, rest.Items, 2)
	require.Nil(t, rest.Next)

	// The cursor is signed and belongs to its filter; bad parameters are 400s.
	getPublic(t, c, directory.PublicCompaniesPath+"?level=champion&limit=4&cursor="+url.QueryEscape(*page.Next), http.StatusBadRequest)
	for _, bad := range []string{"?limit=0", "?limit=101", "?limit=ten", "?cursor=abc", "?cursor=MTA.x", "?cursor=" + url.QueryEscape((*page.Next)[:len(*page.Next)-2]+"xx")} {
		res := c.Get(directory.PublicCompaniesPath + bad)
		require.Equal(t, http.StatusBadRequest, res.StatusCode, bad)
		require.Contains(t, res.Body, `"bad_parameter"`, bad)
	}
	// Unknown filter values are no filter, as on the pages.
	require.Equal(t, 6, getPublic(t, c, directory.PublicCompaniesPath+"?country=XX&level=nope&sdg=99", http.StatusOK).Total)
	require.Equal(t, 0, getPublic(t, c, directory.PublicCompaniesPath+"?level=champion", http.StatusOK).Total)

	services := getPublic(t, c, directory.PublicServicesPath, http.StatusOK)
	require.Len(t, services.Items, 1, "the unpublished service is not there")
	require.Equal(t, "Public audit", services.Items[0]["name"])
	require.Equal(t, string(first), services.Items[0]["company"].(map[string]any)["id"])

	req, _ := http.NewRequest(http.MethodOptions, apptest.BaseURL+directory.PublicServicesPath, nil)
	req.Header.Set("Origin", "https://buyer.example")
	req.Header.Set("Access-Control-Request-Method", "GET")
	pre := c.Do(req)
	require.Equal(t, http.StatusNoContent, pre.StatusCode)
	require.Equal(t, "*", pre.Header.Get("Access-Control-Allow-Origin"))

	// The same call again is answered from the page cache, uncounted, as a CDN would.
	require.Equal(t, "MISS", c.Get(directory.PublicServicesPath+"?limit=3").Header.Get("X-Cache"))
	for i := 0; i < 200; i++ {
		require.Equal(t, "HIT", c.Get(directory.PublicServicesPath+"?limit=3").Header.Get("X-Cache"))
	}

	// One address may ask 120 new questions a minute; then a 429 says when to come back.
	var last *apptest.Response
	for i := 0; i < 130; i++ {
		if last = c.Get(directory.PublicServicesPath + "?q=word" + strconv.Itoa(i)); last.StatusCode == http.StatusTooManyRequests {
			break
		}
	}
	require.Equal(t, http.StatusTooManyRequests, last.StatusCode)
	require.NotEmpty(t, last.Header.Get("Retry-After"))
	require.Equal(t, "HIT", c.Get(directory.PublicServicesPath+"?limit=3").Header.Get("X-Cache"), "what is kept still answers")
}

type uuidString string
