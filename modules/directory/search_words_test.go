package directory_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// TestTheWordTablesFollowEveryChange: a search of one word walks service_words and
// company_words, which the change's own transaction keeps (docs/directory.md, "Search at any
// size"): after each change the tables hold exactly the starts of the public rows' words,
// with their sort columns (and a service's category, its company's country, its flags and
// tags; a company's country, industry and level), and a search finds what the text holds,
// accents and case folded.
func TestTheWordTablesFollowEveryChange(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	svc := app.Server.Modules.Directory
	_, a := makeCompany(t, app, "words-a@example.com", company{Name: "Alpha", Country: "RO", Industry: "energy"})
	inStep := func() {
		t.Helper()
		var stray int
		require.NoError(t, app.Pool.QueryRow(ctx, `
			SELECT (SELECT count(*) FROM (
				(SELECT word, service_id, company_total, published_at, category, company_country, has_prices, company_active,
					company_provider, tags, lexemes FROM service_words
				 EXCEPT SELECT w.word, id, company_total, published_at, category, company_country, has_prices, company_active,
					company_provider, tags, w.lexemes FROM services, gc_word_lexemes(search) w
				 WHERE published AND company_listed)
				UNION ALL
				(SELECT w.word, id, company_total, published_at, category, company_country, has_prices, company_active,
					company_provider, tags, w.lexemes FROM services, gc_word_lexemes(search) w
				 WHERE published AND company_listed
				 EXCEPT SELECT word, service_id, company_total, published_at, category, company_country, has_prices, company_active,
					company_provider, tags, lexemes FROM service_words)) d)
			+ (SELECT count(*) FROM (
				(SELECT word, profile_id, total, company_name, country, industry, level, lexemes FROM company_words
				 EXCEPT SELECT w.word, profile_id, total, company_name, country, industry, level, w.lexemes
				 FROM directory_companies, gc_word_lexemes(search) w WHERE listed)
				UNION ALL
				(SELECT w.word, profile_id, total, company_name, country, industry, level, w.lexemes
				 FROM directory_companies, gc_word_lexemes(search) w WHERE listed
				 EXCEPT SELECT word, profile_id, total, company_name, country, industry, level, lexemes FROM company_words)) d)`).Scan(&stray))
		require.Zero(t, stray, "the word tables out of step with their rows")
	}
	found := func(q string) []string {
		t.Helper()
		inStep()
		page, err := svc.Market(ctx, directory.ParseMarketFilter(url.Values{"q": {q}}))
		require.NoError(t, err)
		names := []string{}
		for _, c := range page.Cards {
			names = append(names, c.Name)
		}
		return names
	}
	require.Empty(t, found("photovoltaic"))

	panels := offering("Panels", "energy_efficiency", "roofs")
	panels.Description = "Photovoltaïque et énergie solaire pour les toits"
	panels = addService(t, app, a, panels, true)
	addService(t, app, a, offering("Photovoltaic draft", "energy_efficiency"), false)
	require.Equal(t, []string{"Panels"}, found("photovolt"), "published only, a word's prefix")
	require.Equal(t, []string{"Panels"}, found("ÉNERGIE"), "accents and case folded")
	require.Equal(t, []string{"Panels"}, found("roofs"), "its tags")

	panels.Description = "Solar panels for roofs"
	panels, err := svc.Update(ctx, a, panels)
	require.NoError(t, err)
	require.Empty(t, found("photovoltaique"), "a word its edit dropped")
	require.Equal(t, []string{"Panels"}, found("solar"))
	// A word and a category walk the category's entries: a service moved to another
	// category is found in its new one alone.
	inCategory := func(category string) []string {
		t.Helper()
		inStep()
		page, err := svc.Market(ctx, directory.ParseMarketFilter(url.Values{"q": {"solar"}, "category": {category}}))
		require.NoError(t, err)
		names := []string{}
		for _, c := range page.Cards {
			names = append(names, c.Name)
		}
		return names
	}
	require.Equal(t, []string{"Panels"}, inCategory("energy_efficiency"))
	require.Empty(t, inCategory("renewable_energy"))
	panels.Category = "renewable_energy"
	panels, err = svc.Update(ctx, a, panels)
	require.NoError(t, err)
	require.Empty(t, inCategory("energy_efficiency"), "moved away")
	require.Equal(t, []string{"Panels"}, inCategory("renewable_energy"), "moved in")
	// And a word and a country: the company's country, which its copy moves onto its services.
	inCountry := func(country string) int {
		t.Helper()
		inStep()
		page, err := svc.Market(ctx, directory.ParseMarketFilter(url.Values{"q": {"solar"}, "country": {country}}))
		require.NoError(t, err)
		return len(page.Cards)
	}
	require.Equal(t, 1, inCountry("RO"))
	require.Zero(t, inCountry("FR"))
	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_country = 'FR' WHERE company_profile_id = $1", a)
	require.NoError(t, err)
	require.Zero(t, inCountry("RO"), "moved away")
	require.Equal(t, 1, inCountry("FR"), "moved in")
	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_country = 'RO' WHERE company_profile_id = $1", a)
	require.NoError(t, err)
	// Yes/no filters the entries carry are kept by the walk: prices the service gains, the
	// company's provider flag its copy moves onto its services.
	flagged := func(filters url.Values) []string {
		t.Helper()
		inStep()
		filters.Set("q", "solar")
		page, err := svc.Market(ctx, directory.ParseMarketFilter(filters))
		require.NoError(t, err)
		names := []string{}
		for _, c := range page.Cards {
			names = append(names, c.Name)
		}
		return names
	}
	withPrices := url.Values{"onlyWithPrices": {"true"}}
	require.Empty(t, flagged(withPrices))
	panels.PriceLink = "https://example.com/prices"
	panels, err = svc.Update(ctx, a, panels)
	require.NoError(t, err)
	require.Equal(t, []string{"Panels"}, flagged(withPrices), "with prices now")
	require.Equal(t, []string{"Panels"}, flagged(url.Values{"onlyWithPrices": {"true"}, "category": {"renewable_energy"}}),
		"with prices, in its category")
	providers := url.Values{"onlyServices": {"true"}}
	require.Empty(t, flagged(providers))
	// As the company's copy moves its services (CopyCompanyToServices).
	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_provider = true WHERE company_profile_id = $1", a)
	require.NoError(t, err)
	require.Equal(t, []string{"Panels"}, flagged(providers), "its company a provider now")
	// A word and tags: the walk keeps the entries that hold every tag, as edits move them.
	tagged := func(tags string) []string { return flagged(url.Values{"tags": {tags}}) }
	require.Equal(t, []string{"Panels"}, tagged("roofs"))
	require.Empty(t, tagged("roofs,heat"))
	panels.Tags = []string{"roofs", "heat"}
	panels, err = svc.Update(ctx, a, panels)
	require.NoError(t, err)
	require.Equal(t, []string{"Panels"}, tagged("heat,roofs"), "a tag added")
	panels.Tags = []string{"heat"}
	panels, err = svc.Update(ctx, a, panels)
	require.NoError(t, err)
	require.Empty(t, tagged("roofs"), "a tag removed")
	require.Equal(t, []string{"Panels"}, tagged("heat"))
	require.Equal(t, []string{"Panels"}, flagged(url.Values{"tags": {"heat"}, "category": {"renewable_energy"}}),
		"a tag in its category")
	require.Empty(t, flagged(url.Values{"tags": {"heat"}, "category": {"energy_efficiency"}}), "in another")

	// Text that repeats a start hundreds of times is too long for its index entry: the entry
	// holds no words, and the walk reads its service's document.
	repeats := offering("Repeats", "energy_efficiency")
	var words []string
	for i := 0; len(strings.Join(words, " ")) < directory.MaxExplanationRunes-10; i++ {
		words = append(words, fmt.Sprintf("solar%d", i))
	}
	repeats.Explanation = strings.Join(words, " ")
	repeats = addService(t, app, a, repeats, true)
	var held bool
	require.NoError(t, app.Pool.QueryRow(ctx, "SELECT lexemes IS NOT NULL FROM service_words WHERE service_id = $1 AND word = 'sol'",
		repeats.ID).Scan(&held))
	require.False(t, held, "the words past 1,000 bytes are left to the row")
	require.ElementsMatch(t, []string{"Panels", "Repeats"}, found("solar"))
	require.Equal(t, []string{"Repeats"}, found(words[len(words)-1]), "its last word")

	_, err = svc.SetPublished(ctx, a, panels.ID, panels.Version, false)
	require.NoError(t, err)
	require.Equal(t, []string{"Repeats"}, found("solar"), "unpublished")

	// The company's own words: its copy's text, in the directory's search.
	_, err = app.Pool.Exec(ctx, "UPDATE directory_companies SET about = 'Géothermie for towns' WHERE profile_id = $1", a)
	require.NoError(t, err)
	directory.ForgetKeptCounts(svc)
	inStep()
	page, err := svc.Directory(ctx, directory.ParseDirectoryFilter(url.Values{"q": {"geothermie"}}))
	require.NoError(t, err)
	require.Len(t, page.Entries, 1)
	require.Equal(t, "Alpha", page.Entries[0].Name)
	// A word and a place (a country, an industry, a level) walk the place's entries: a
	// company that moves is found in its new place alone.
	in := func(key, value string) int {
		t.Helper()
		directory.ForgetKeptCounts(svc)
		inStep()
		page, err := svc.Directory(ctx, directory.ParseDirectoryFilter(url.Values{"q": {"geothermie"}, key: {value}}))
		require.NoError(t, err)
		return len(page.Entries)
	}
	require.Equal(t, 1, in("country", "RO"))
	require.Zero(t, in("country", "FR"))
	require.Equal(t, 1, in("industry", "energy"))
	_, err = app.Pool.Exec(ctx, "UPDATE directory_companies SET country = 'FR', industry = 'construction' WHERE profile_id = $1", a)
	require.NoError(t, err)
	require.Zero(t, in("country", "RO"), "moved away")
	require.Equal(t, 1, in("country", "FR"), "moved in")
	require.Zero(t, in("industry", "energy"), "another industry")
	require.Equal(t, 1, in("industry", "construction"))
	_, err = app.Pool.Exec(ctx, "UPDATE directory_companies SET level = 'champion' WHERE profile_id = $1", a)
	require.NoError(t, err)
	require.Equal(t, 1, in("level", "champion"))
	require.Zero(t, in("level", "starter"))
	_, err = app.Pool.Exec(ctx, "DELETE FROM services WHERE company_profile_id = $1", a)
	require.NoError(t, err)
	inStep()
}
