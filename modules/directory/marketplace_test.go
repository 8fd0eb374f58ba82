package directory_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func cardNames(res *apptest.Response) []string {
	var out []string
	res.Find("[data-testid=service-card] .service-card-link").Each(func(_ int, s *goquery.Selection) {
		out = append(out, strings.TrimSpace(s.Text()))
	})
	return out
}

func TestMarketplaceShowsOnlyPublishedServicesOfListedCompanies(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, listed := makeCompany(t, app, "a@example.com", company{Name: "Listed Co", Country: "RO", Industry: "energy"})
	_, pending := makeCompany(t, app, "b@example.com", company{Name: "Pending Co", Country: "FR", Industry: "energy", Status: "pending"})
	_, gone := makeCompany(t, app, "c@example.com", company{Name: "Unpublished Co", Country: "FR", Industry: "energy", Unpublished: true})
	addService(t, app, listed, offering("Public service", "consulting"), true)
	addService(t, app, listed, offering("Draft service", "consulting"), false)
	addService(t, app, pending, offering("Pending company service", "consulting"), true)
	addService(t, app, gone, offering("Unpublished company service", "consulting"), true)

	res := app.Client().Get("/marketplace/services")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, []string{"Public service"}, cardNames(res))
	card := res.Find("[data-testid=service-card]").First()
	require.Equal(t, "Energy and utilities", strings.TrimSpace(card.Find("[data-testid=card-sector]").Text()))
	require.Equal(t, "Sustainability consulting", strings.TrimSpace(card.Find("[data-testid=card-category]").Text()))
	company := card.Find("[data-testid=card-company]")
	require.Contains(t, company.Text(), "Listed Co")
	require.Equal(t, "_blank", company.AttrOr("target", ""), "the company page opens in a new tab")
	require.Equal(t, "/companies/"+listed.String(), company.AttrOr("href", ""))
	require.Contains(t, card.Text(), "Owned by")
	require.Contains(t, card.Text(), "About")
	logo := card.Find("img.logo-box")
	require.Contains(t, logo.AttrOr("src", ""), "/static/img/service.", "no logo: the large service icon")
	require.Equal(t, "100", logo.AttrOr("width", ""))
	require.Zero(t, res.Find("script:not([type])").Length(), "no classic inline script")

	// The company becomes unlisted: its services leave the marketplace at once.
	unpublish(t, app, owner, listed)
	require.Empty(t, cardNames(app.Client().Get("/marketplace/services")))
}

func TestMarketplaceFiltersAndSearch(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, ro := makeCompany(t, app, "ro@example.com", company{Name: "Carpați Solar", Country: "RO", Industry: "energy", Provider: true})
	_, fr := makeCompany(t, app, "fr@example.com", company{Name: "Énergie Verte", Country: "FR", Industry: "energy"})
	priced := offering("Rooftop solar installation", "renewable_energy", "solar", "batteries")
	priced.PriceLink = "https://example.com/prices"
	addService(t, app, ro, priced, true)
	addService(t, app, ro, offering("Carbon literacy workshop", "training", "workshop", "climate"), true)
	fleet := offering("Électrification de flotte", "sustainable_mobility", "ev", "solar")
	fleet.Industry = "transport"
	fleet.Description = "Bornes de recharge pour véhicules électriques"
	addService(t, app, fr, fleet, true)

	c := app.Client()
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"category=training", []string{"Carbon literacy workshop"}},
		{"country=FR", []string{"Électrification de flotte"}},
		{"industry=transport", []string{"Électrification de flotte"}},
		{"tags=solar", []string{"Rooftop solar installation", "Électrification de flotte"}},
		{"tags=solar,ev", []string{"Électrification de flotte"}},
		{"onlyWithPrices=true", []string{"Rooftop solar installation"}},
		{"onlyServices=true", []string{"Rooftop solar installation", "Carbon literacy workshop"}},
		{"q=electrification", []string{"Électrification de flotte"}}, // accents do not matter
		{"q=vehic", []string{"Électrification de flotte"}},           // a prefix matches, in the description too
		{"q=batteries", []string{"Rooftop solar installation"}},      // tags are searched
		{"q=solar+rooftop", []string{"Rooftop solar installation"}},  // every word must match
		{"q=nothing+like+this", nil},
	} {
		res := c.Get("/marketplace/services?" + tc.query)
		require.Equal(t, http.StatusOK, res.StatusCode, tc.query)
		require.ElementsMatch(t, tc.want, cardNames(res), tc.query)
	}
	// Name matches rank above tag matches.
	addService(t, app, fr, offering("Batteries for storage", "consulting"), true)
	res := c.Get("/marketplace/services?q=batteries")
	require.Equal(t, []string{"Batteries for storage", "Rooftop solar installation"}, cardNames(res))

	// The form shows the state it was given.
	res = c.Get("/marketplace/services?category=training&country=RO&onlyWithPrices=true")
	require.Equal(t, "training", res.Find("#f-market-category option[selected]").AttrOr("value", ""))
	require.Equal(t, "RO", res.Find("#f-market-country option[selected]").AttrOr("value", ""))
	require.Equal(t, 1, res.Find("input[name=onlyWithPrices][checked]").Length())
	require.Equal(t, 2, res.Find("#f-market-country option").Length()-1, "only countries that have services")

	// The form is kept per filter and choices (docs/directory.md): another filter shows its
	// own state, the first its own again, and a country that gets a service is offered at once.
	res = c.Get("/marketplace/services?category=training&country=FR")
	require.Equal(t, "FR", res.Find("#f-market-country option[selected]").AttrOr("value", ""))
	require.Zero(t, res.Find("input[name=onlyWithPrices][checked]").Length())
	res = c.Get("/marketplace/services?category=training&country=RO&onlyWithPrices=true")
	require.Equal(t, "RO", res.Find("#f-market-country option[selected]").AttrOr("value", ""))
	require.Equal(t, 1, res.Find("input[name=onlyWithPrices][checked]").Length())
	_, de := makeCompany(t, app, "de@example.com", company{Name: "Grün GmbH", Country: "DE", Industry: "energy"})
	addService(t, app, de, offering("Heat pumps", "renewable_energy"), true)
	res = c.Get("/marketplace/services?category=training&country=RO&onlyWithPrices=true")
	require.Equal(t, 3, res.Find("#f-market-country option").Length()-1, "the new country is offered")
	require.Equal(t, "RO", res.Find("#f-market-country option[selected]").AttrOr("value", ""))
}

func TestMarketplaceAddressIsCanonical(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	for from, to := range map[string]string{
		"?contry=FR":                         "/marketplace/services?country=FR",
		"?tags=a&tags=b":                     "/marketplace/services?tags=a,b",
		"?page=1":                            "/marketplace/services",
		"?q=&category=&country=&industry=":   "/marketplace/services",
		"?page=2&q=x":                        "/marketplace/services?q=x&page=2",
		"?onlyWithPrices=on&utm_source=mail": "/marketplace/services?onlyWithPrices=true",
	} {
		res := c.Get("/marketplace/services" + from)
		require.Equal(t, http.StatusFound, res.StatusCode, from)
		require.Equal(t, to, res.Header.Get("Location"), from)
	}
	res := c.Get("/marketplace/services?tags=a,b&page=2")
	require.Equal(t, http.StatusOK, res.StatusCode, "a canonical address is served as it is")
}

func TestHTMXGetsTheResultsAndTheAddressToPush(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Co", Country: "RO", Industry: "energy"})
	addService(t, app, p, offering("Heat pumps", "energy_efficiency", "heat"), true)
	res := app.Client().HTMX(http.MethodGet, "/marketplace/services?q=&tags=heat&contry=RO&page=1", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "/marketplace/services?tags=heat&country=RO", res.Header.Get("HX-Push-Url"))
	require.NotContains(t, res.Body, "<html")
	require.NotContains(t, res.Body, "market-filters", "the form is not swapped")
	require.Equal(t, []string{"Heat pumps"}, cardNames(res))
	require.Equal(t, "innerHTML", res.Find("#market-count").AttrOr("hx-swap-oob", ""), "the count updates out of band")
	require.Contains(t, res.Header.Get("Vary"), "HX-Request")
}

func TestPagesOfTen(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Many Co", Country: "RO", Industry: "energy"})
	for i := 1; i <= 23; i++ {
		addService(t, app, p, offering(fmt.Sprintf("Service %02d", i), "consulting"), true)
	}
	c := app.Client()
	first := c.Get("/marketplace/services")
	require.Len(t, cardNames(first), 10)
	require.Contains(t, first.Text("[data-testid=result-count]"), "23 services found")
	next := first.Find("[data-testid=pagination] a[rel=next]")
	require.Equal(t, "/marketplace/services?page=2", next.AttrOr("href", ""))
	require.Equal(t, "#market-results", next.AttrOr("hx-target", ""))
	third := c.Get("/marketplace/services?page=3")
	require.Len(t, cardNames(third), 3)
	second := c.Get("/marketplace/services?page=2")
	require.Equal(t, "/marketplace/services", second.Find("[data-testid=pagination] a[rel=prev]").AttrOr("href", ""),
		"the page before 2 is the address without page=")
	seen := map[string]bool{}
	for _, page := range []string{"", "?page=2", "?page=3"} {
		for _, n := range cardNames(c.Get("/marketplace/services" + page)) {
			require.False(t, seen[n], "no service on two pages: %s", n)
			seen[n] = true
		}
	}
	require.Len(t, seen, 23)

	past := c.Get("/marketplace/services?page=9")
	require.Equal(t, http.StatusOK, past.StatusCode)
	require.Contains(t, past.Text("[data-testid=empty-results]"), "past the end")
	require.Equal(t, "/marketplace/services", past.Find("[data-testid=empty-results] a").AttrOr("href", ""))
}

func TestTrainingPageListsTrainingServices(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Teach Co", Country: "RO", Industry: "education"})
	addService(t, app, p, offering("ESG for managers", "training"), true)
	addService(t, app, p, offering("Energy audit", "energy_efficiency"), true)
	c := app.Client()
	res := c.Get("/sustainability-training")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, []string{"ESG for managers"}, cardNames(res))
	require.Zero(t, res.Find("#f-market-category").Length(), "the category is fixed")
	require.Contains(t, res.Find("img.logo-box").AttrOr("src", ""), "/static/img/service.")
	res = c.Get("/sustainability-training?category=consulting")
	require.Equal(t, "/sustainability-training", res.Header.Get("Location"), "no category in its address")
}

func TestNoJavaScriptFormSubmitsToItself(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	res := app.Client().Get("/marketplace/services")
	form := res.Find("form#market-filters")
	require.Equal(t, "get", form.AttrOr("method", ""))
	require.Equal(t, "/marketplace/services", form.AttrOr("action", ""))
	require.Equal(t, "/marketplace/services", res.Find("[data-testid=clear-filters]").AttrOr("href", ""))
	for _, name := range []string{"q", "category", "country", "industry", "onlyWithPrices", "onlyWithGreenRating", "onlyServices"} {
		require.Equal(t, 1, form.Find(fmt.Sprintf("[name=%s]", name)).Length(), name)
	}
	// The overlay's code is a module script; React is not on the page.
	res.Find("script[type=module]").Each(func(_ int, s *goquery.Selection) {
		require.NotContains(t, s.AttrOr("src", ""), "react")
	})
	_ = url.Values{}
}
