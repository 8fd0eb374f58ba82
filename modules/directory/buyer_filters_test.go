package directory_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
)

// The filters a buyer needs (docs/directory.md, "Listings"): the UN goal a company works on
// and whether every public answer is backed by evidence, on the directory and on the
// marketplace, whose services carry their company's state.
func TestBuyersFilterByGoalEvidenceAndLevel(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, backed := makeCompany(t, app, "backed@example.com", company{Name: "Backed Solar", Country: "RO", Industry: "energy",
		Sections: map[string]string{
			profile.KeyGoals: `{"status":"DEFINED","details":[{"description":"Clean energy for all","weblink":"backed.example/goals","sdgs":[7,13]}]}`,
			"co2Accounting":  `{"status":"DEFINED","details":[{"link":"backed.example/co2.pdf"}]}`,
		}})
	_, declared := makeCompany(t, app, "declared@example.com", company{Name: "Declared Wind", Country: "RO", Industry: "energy",
		Sections: map[string]string{
			profile.KeyGoals: `{"status":"DEFINED","details":[{"description":"We care about water","sdgs":[6]}]}`,
		}})
	addService(t, app, backed, offering("Solar audits", "consulting"), true)
	addService(t, app, declared, offering("Wind audits", "consulting"), true)
	drain(t, app)

	visitor := app.Client()
	names := func(path, sel string) []string {
		res := visitor.Get(path)
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		var out []string
		res.Find(sel).Each(func(_ int, s *goquery.Selection) { out = append(out, strings.TrimSpace(s.Text())) })
		return out
	}
	entries := `[data-testid="company-entry"] .company-entry-name`
	require.ElementsMatch(t, []string{"Backed Solar", "Declared Wind"}, names("/directory", entries))
	require.Equal(t, []string{"Backed Solar"}, names("/directory?sdg=13", entries))
	require.Equal(t, []string{"Declared Wind"}, names("/directory?sdg=6", entries))
	require.Equal(t, []string{"Backed Solar"}, names("/directory?backed=true", entries))
	require.Empty(t, names("/directory?sdg=1", entries))

	res := visitor.Get("/directory?backed=true")
	require.Equal(t, "2/2 answers backed by evidence · 0 verified", res.Text(`[data-testid="entry-evidence"]`))

	check := visitor.Get(directory.CompanyPath(backed) + "/badge")
	require.Equal(t, "2 of 2 public answers backed by evidence, 0 verified.", check.Text(`[data-testid="check-evidence"]`),
		"the badge's check page says it too")
	href, _ := check.Find(`[data-testid="method-link"]`).Attr("href")
	require.Equal(t, "/green-rating", href, "and links the method")

	cards := `[data-testid="service-card"] .service-card-name`
	all := names(directory.MarketPath, cards)
	require.Len(t, all, 2, "both services: %v", all)
	require.Len(t, names(directory.MarketPath+"?sdg=7", cards), 1)
	require.Len(t, names(directory.MarketPath+"?backed=true", cards), 1)
	require.Len(t, names(directory.MarketPath+"?verified=true", cards), 0)
	// A bad value is no filter (the listing redirects to its canonical address), never an error.
	for _, bad := range []string{"?sdg=99", "?sdg=%27;DROP", "?level=%00"} {
		res := visitor.Get(directory.MarketPath + bad)
		require.Less(t, res.StatusCode, 500, bad)
	}
}
