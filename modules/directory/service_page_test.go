package directory_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestServicePageShowsEverythingAndItsCompanysOtherServices(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Green & Co", Country: "RO", Industry: "energy"})
	o := offering("Heat pump retrofit", "energy_efficiency", "heat pumps", "buildings")
	o.Explanation = "First paragraph.\n\nSecond paragraph."
	o.LinkedinURL = "https://www.linkedin.com/company/green"
	o.PriceLink = "https://example.com/prices"
	first := addService(t, app, p, o, true)
	c := app.Client()

	res := c.Get("/services/" + first.ID.String())
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "Heat pump retrofit", res.Text("h1"))
	require.Len(t, res.Find("#service-why ~ p").Nodes, 2, "the explanation keeps its paragraphs")
	require.Equal(t, 2, res.Find("[data-testid=service-tags] a").Length())
	require.Equal(t, "/marketplace/services?tags=heat+pumps", res.Find("[data-testid=service-tags] a").First().AttrOr("href", ""))
	share := res.Find("[data-testid=share-links] a")
	require.Equal(t, 3, share.Length())
	require.Contains(t, share.First().AttrOr("href", ""), "twitter.com/intent/tweet?text=Heat+pump+retrofit&url=http%3A%2F%2Fgreenconnect.test%2Fservices%2F")
	require.Equal(t, "Heat pump retrofit", res.Find(`meta[property="og:title"]`).AttrOr("content", ""))
	require.Equal(t, apptest.BaseURL+"/services/"+first.ID.String(), res.Find(`link[rel=canonical]`).AttrOr("href", ""))
	var ld map[string]any
	require.NoError(t, json.Unmarshal([]byte(res.Find(`script[type="application/ld+json"]`).Text()), &ld))
	require.Equal(t, "Service", ld["@type"])
	require.Equal(t, "Green & Co", ld["provider"].(map[string]any)["name"])
	require.Zero(t, res.Find("[data-testid=more-services]").Length(), "one service: no 'more services' block")
	require.Zero(t, res.Find("[data-testid=preview-banner]").Length())

	second := addService(t, app, p, offering("Solar carports", "renewable_energy"), true)
	addService(t, app, p, offering("Unpublished idea", "consulting"), false)
	res = c.Get("/services/" + first.ID.String())
	more := res.Find("[data-testid=more-services]")
	require.Equal(t, 1, more.Length(), "two services: the block shows")
	require.Contains(t, strings.ToUpper(more.Find("h2").Text()), "MORE SERVICES FROM THIS COMPANY")
	links := more.Find("a.related-link")
	require.Equal(t, 1, links.Length(), "the current one and drafts are left out")
	require.Equal(t, "/services/"+second.ID.String(), links.AttrOr("href", ""))
}

func TestUnpublishedServiceIsTheOwnersPreviewOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Owner Co", Country: "RO", Industry: "energy"})
	draft := addService(t, app, p, offering("Secret plan", "consulting"), false)
	path := "/services/" + draft.ID.String()

	require.Equal(t, http.StatusNotFound, app.Client().Get(path).StatusCode, "visitors do not see drafts")
	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	require.Equal(t, http.StatusNotFound, other.Get(path).StatusCode, "nor do other companies")

	c := app.Client()
	c.SignInAs(owner)
	res := c.Get(path)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, 1, res.Find("[data-testid=preview-banner]").Length())
	require.Equal(t, "noindex", res.Find(`meta[name=robots]`).AttrOr("content", ""))
	require.Contains(t, res.Header.Get("Cache-Control"), "no-store")
}

func TestServiceAPI(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "API Co", Country: "RO", Industry: "energy"})
	pub := addService(t, app, p, offering("Public one", "green_it", "hosting"), true)
	draft := addService(t, app, p, offering("Draft one", "green_it"), false)
	c := app.Client()

	res := c.JSON(http.MethodGet, "/api/sustainableService/"+pub.ID.String(), nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	var s map[string]any
	res.DecodeJSON(&s)
	require.Equal(t, pub.ID.String(), s["serviceId"])
	require.Equal(t, p.String(), s["companyProfileId"])
	require.Equal(t, "API Co", s["companyName"])
	require.Equal(t, "energy-green_it", s["sector_industry"])
	require.Equal(t, []any{"hosting"}, s["tags"])
	require.Equal(t, []any{}, s["pictures"])
	require.Equal(t, "/companies/"+p.String(), s["companyUrl"])

	res = c.JSON(http.MethodGet, "/api/sustainableService/"+draft.ID.String(), nil)
	require.Equal(t, http.StatusNotFound, res.StatusCode)
	var e struct {
		Error struct{ Code, Message string }
	}
	res.DecodeJSON(&e)
	require.Equal(t, "not_found", e.Error.Code)
	require.NotEmpty(t, e.Error.Message)
	require.Equal(t, http.StatusNotFound, c.JSON(http.MethodGet, "/api/sustainableService/not-a-uuid", nil).StatusCode)

	var list []map[string]any
	c.JSON(http.MethodGet, "/api/sustainableServices/"+p.String(), nil).DecodeJSON(&list)
	require.Len(t, list, 1, "the public list has only public services")
	require.Equal(t, "Public one", list[0]["name"])
	require.Contains(t, list[0], "sector_industry")
	require.Contains(t, list[0], "logo")

	require.Equal(t, http.StatusUnauthorized, c.JSON(http.MethodGet, "/api/sustainableService/preview/"+draft.ID.String(), nil).StatusCode)
	require.Equal(t, http.StatusUnauthorized, c.JSON(http.MethodGet, "/api/sustainableServices/preview", nil).StatusCode)
	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	require.Equal(t, http.StatusNotFound, other.JSON(http.MethodGet, "/api/sustainableService/preview/"+draft.ID.String(), nil).StatusCode)

	c.SignInAs(owner)
	res = c.JSON(http.MethodGet, "/api/sustainableService/preview/"+draft.ID.String(), nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	res.DecodeJSON(&s)
	require.Equal(t, true, s["preview"])
	c.JSON(http.MethodGet, "/api/sustainableServices/preview", nil).DecodeJSON(&list)
	require.Len(t, list, 2, "the owner's list has drafts too")
}

// The service overlay island shows the page's htmx fragment: ServicePage alone, named by its
// heading's id, with the company's other services (islands/overlay/Overlay.tsx).
func TestServicePageFragmentIsWhatTheOverlayShows(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Green & Co", Country: "RO", Industry: "energy"})
	first := addService(t, app, p, offering("Heat pump retrofit", "energy_efficiency"), true)
	second := addService(t, app, p, offering("Solar carports", "renewable_energy"), true)
	c := app.Client()

	page := c.Get("/services/" + first.ID.String())
	req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+"/services/"+first.ID.String(), nil)
	req.Header.Set("HX-Request", "true")
	frag := c.Do(req)
	require.Equal(t, http.StatusOK, frag.StatusCode)
	require.Contains(t, frag.Header.Get("Vary"), "HX-Request")
	require.True(t, strings.HasPrefix(frag.Body, `<article class="service-page"`), "the fragment is the article alone")
	require.NotContains(t, frag.Body, "<html")
	require.Equal(t, "Heat pump retrofit", frag.Text("h1#service-title"))
	require.Equal(t, "/services/"+second.ID.String(),
		frag.Find("[data-testid=more-services] a[data-service-card]").AttrOr("href", ""), "other services open in the overlay")
	article, err := page.Find("[data-testid=service-page]").Html()
	require.NoError(t, err)
	fragArticle, err := frag.Find("[data-testid=service-page]").Html()
	require.NoError(t, err)
	require.Equal(t, article, fragArticle, "the page and the overlay show the same")
}
