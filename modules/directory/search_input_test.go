package directory_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestSearchTreatsAnyTextAsWords(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, ro := makeCompany(t, app, "ro@example.com", company{Name: "Carpați Solar", Country: "RO", Industry: "energy"})
	_, fr := makeCompany(t, app, "fr@example.com", company{Name: "Énergie Verte", Country: "FR", Industry: "energy"})
	addService(t, app, ro, offering("Rooftop solar installation", "renewable_energy", "solar"), true)
	addService(t, app, fr, offering("Eco-friendly fleet", "sustainable_mobility", "ev"), true)
	c := app.Client()
	for typed, want := range map[string][]string{
		"ʼ":                    nil, // unaccent makes it a quote: no word, nothing matches
		"ŉ":                    nil, // ŉ is 'n: the word n matches nothing here
		"ː":                    nil, // a colon
		"solar'":               {"Rooftop solar installation"},
		"rooftop & !solar":     {"Rooftop solar installation"}, // operators are not operators
		"solar:* | (fleet)":    nil,                            // every word must match: solar and fleet
		"<-> roof":             {"Rooftop solar installation"},
		`roof\`:                {"Rooftop solar installation"},
		"eco friendly":         {"Eco-friendly fleet"},
		"eco-friendly":         {"Eco-friendly fleet"},
		"ROOFTOP\x00":          {"Rooftop solar installation"},
		"a:*b":                 nil,
		"roof roof roof roof ": {"Rooftop solar installation"},
	} {
		res := c.Get("/marketplace/services?q=" + url.QueryEscape(typed))
		if res.StatusCode == http.StatusFound { // rewritten to the canonical address
			res = c.Get(res.Header.Get("Location"))
		}
		require.Equal(t, http.StatusOK, res.StatusCode, typed)
		require.ElementsMatch(t, want, cardNames(res), typed)
	}
	for typed, want := range map[string][]string{
		"ʼ": nil, "énergie-verte": {"Énergie Verte"}, "carpati": {"Carpați Solar"}, "solar & !x": nil,
	} {
		res := c.Get("/directory?q=" + url.QueryEscape(typed))
		require.Equal(t, http.StatusOK, res.StatusCode, typed)
		require.ElementsMatch(t, want, entryNames(res), typed)
	}
	res := c.Get("/marketplace/services?q=%CA%BC")
	require.Equal(t, "ʼ", res.Find("input[name=q]").AttrOr("value", ""), "the search box keeps what was typed")
	require.NotEmpty(t, res.Text("[data-testid=empty-results]"))
}

func TestAHugePageNumberShowsThePastTheEndPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Co", Country: "RO", Industry: "energy"})
	addService(t, app, p, offering("Heat pumps", "energy_efficiency", "heat"), true)
	for i := 0; i < 10; i++ { // two pages of services
		addService(t, app, p, offering(fmt.Sprintf("Audit %d", i), "consulting"), true)
	}
	c := app.Client()
	past := c.Get("/marketplace/services?page=100")
	require.Equal(t, "/marketplace/services?page=2", past.Find("[data-testid=pagination] a[rel=prev]").AttrOr("href", ""),
		"the page before one past the end is the last page")
	for _, path := range []string{"/directory", "/marketplace/services", "/sustainability-training"} {
		res := c.Get(path + "?page=300000000")
		require.Equal(t, http.StatusFound, res.StatusCode, path)
		require.Equal(t, path+"?page=100", res.Header.Get("Location"), "clamped to the highest page")
		res = c.Get(path + "?page=100")
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		if path != "/sustainability-training" { // no training service here: nothing to go back to
			require.Contains(t, res.Text("[data-testid=empty-results]"), "past the end", path)
			require.Equal(t, path, res.Find("[data-testid=empty-results] a").AttrOr("href", ""), path)
		}
		res = c.HTMX(http.MethodGet, path+"?page=99999999999999999999", nil)
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		require.Equal(t, path+"?page=100", res.Header.Get("HX-Push-Url"), path)
	}
}
