package vsme_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

// B3 asks the digital template's baseline and target columns (C3's roles): their emissions
// report the years typed above them, on the reporting scopes axis; the totals are calculated
// per column; a column without its year is refused; a new base year moves the column whole;
// every export carries them with their periods and passes the taxonomy check.
func TestEntryBaselineAndTargetYears(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("targets@example.com"))

	page := c.Get("/my/vsme/2025/b3")
	require.Equal(t, 1, page.Find("#f-GreenhouseGasEmissionReductionTargetBaseYear").Length())
	require.Equal(t, 1, page.Find("[name='GrossScope1GreenhouseGasEmissions.BaselineYearMember']").Length())

	noYear := url.Values{"version": {"0"}, "action": {"save"},
		"GrossScope1GreenhouseGasEmissions.BaselineYearMember": {"150"}}
	res := c.PostForm("/my/vsme/2025/b3", noYear)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	require.Equal(t, "150", res.Find("[name='GrossScope1GreenhouseGasEmissions.BaselineYearMember']").AttrOr("value", ""))
	require.Contains(t, res.Text(".form-alert"), "base year or the target year")

	ok := url.Values{"version": {"0"}, "action": {"save"},
		"GrossScope1GreenhouseGasEmissions":                                 {"100"},
		"GreenhouseGasEmissionReductionTargetBaseYear":                      {"2020"},
		"GreenhouseGasEmissionReductionTargetYear":                          {"2030"},
		"GrossScope1GreenhouseGasEmissions.BaselineYearMember":              {"150"},
		"GrossLocationBasedScope2GreenhouseGasEmissions.BaselineYearMember": {"75"},
		"GrossScope3GreenhouseGasEmissions.BaselineYearMember":              {"300"},
		"GrossScope1GreenhouseGasEmissions.TargetYearMember":                {"75"},
		"GrossLocationBasedScope2GreenhouseGasEmissions.TargetYearMember":   {"15"}}
	res = c.PostForm("/my/vsme/2025/b3", ok)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/my/vsme/2025/b3")
	require.Equal(t, "2020", page.Find("#f-GreenhouseGasEmissionReductionTargetBaseYear").AttrOr("value", ""))
	require.Equal(t, "150", page.Find("[name='GrossScope1GreenhouseGasEmissions.BaselineYearMember']").AttrOr("value", ""))
	require.Contains(t, page.Text("[data-field='TotalGrossLocationBasedGHGEmissions.BaselineYearMember']"), "525")
	require.Contains(t, page.Text("[data-field='TotalGrossLocationBasedScope1AndScope2GHGEmissions.TargetYearMember']"), "90")
	require.Contains(t, page.Text("[data-field=TotalGrossLocationBasedScope1AndScope2GHGEmissions]"), "100")

	facts := exported(t, c)
	scope1 := factsOf(facts, "vsme:GrossScope1GreenhouseGasEmissions")
	require.Len(t, scope1, 3)
	require.Contains(t, scope1, report.Fact{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "150",
		Period: report.Period{Start: "2020-01-01", End: "2020-12-31"}, Dims: map[string]string{"vsme:ReportingScopesAxis": "vsme:BaselineYearMember"}})
	require.Contains(t, scope1, report.Fact{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "75",
		Period: report.Period{Start: "2030-01-01", End: "2030-12-31"}, Dims: map[string]string{"vsme:ReportingScopesAxis": "vsme:TargetYearMember"}})
	require.Equal(t, []report.Fact{{Concept: "vsme:GreenhouseGasEmissionReductionTargetBaseYear", Value: "2020",
		Period: report.Period{End: "2025-12-31"}}}, factsOf(facts, "vsme:GreenhouseGasEmissionReductionTargetBaseYear"))

	// A new base year moves the column, its totals too: nothing of 2020 is left.
	ok.Set("version", "1")
	ok.Set("GreenhouseGasEmissionReductionTargetBaseYear", "2019")
	res = c.PostForm("/my/vsme/2025/b3", ok)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	for _, f := range exported(t, c) {
		require.NotEqual(t, "2020-01-01", f.Period.Start, f.Concept)
	}
	total := factsOf(exported(t, c), "vsme:TotalGrossLocationBasedGHGEmissions")
	require.Len(t, total, 1, "only the baseline reports scope 3")
	require.Equal(t, report.Period{Start: "2019-01-01", End: "2019-12-31"}, total[0].Period)
}

// exported is the year's xBRL-JSON read back, checked against the taxonomy; the facts keep
// their concept, value, period and dimensions only.
func exported(t *testing.T, c *apptest.Client) []report.Fact {
	t.Helper()
	js := c.Get("/my/vsme/2025/export?format=json")
	require.Equal(t, http.StatusOK, js.StatusCode)
	back, issues, err := report.ReadXBRLJSON(strings.NewReader(js.Body))
	require.NoError(t, err)
	require.Empty(t, issues)
	require.Empty(t, report.Check(taxonomy.Load(), back.Facts))
	ix := c.Get("/my/vsme/2025/export?format=xhtml")
	inline, _, err := report.ReadInlineXBRL(strings.NewReader(ix.Body))
	require.NoError(t, err)
	require.Empty(t, report.Check(taxonomy.Load(), inline.Facts))
	require.Len(t, inline.Facts, len(back.Facts))
	return back.Facts
}

func factsOf(facts []report.Fact, concept string) []report.Fact {
	var out []report.Fact
	for _, f := range facts {
		if f.Concept == concept {
			g := report.Fact{Concept: f.Concept, Value: f.Value, Period: f.Period, Dims: f.Dims}
			if len(g.Dims) == 0 {
				g.Dims = nil
			}
			out = append(out, g)
		}
	}
	return out
}
