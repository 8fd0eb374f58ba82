package vsme_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A company fills B1 and B3 by hand without JavaScript: odd input comes back with what was
// typed and the reasons, a yes asks its follow-up after the save, kWh are saved as MWh, the
// totals are calculated, a table grows by a row, and a save from an older version is refused
// without losing what was typed.
func TestEntryForms(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("owner@example.com"))

	page := c.Get("/my/vsme/2025/b1")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "0", page.Find("input[name=version]").AttrOr("value", ""))
	follow := "[data-field=LinkToPreviousReportContainingDisclosuresThatRemainUnchanged]"
	_, hidden := page.Find(follow).Attr("hidden")
	require.True(t, hidden, "without JavaScript the follow-up is asked only after a yes")
	require.Equal(t, "f-ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged=true",
		page.Find(follow).AttrOr("data-shown-when", ""), "with JavaScript a yes shows it at once")
	require.Contains(t, page.Find("[data-field=OtherUndertakingsLegalForm]").AttrOr("data-shown-when", ""), "f-UndertakingsLegalForm=vsme:")
	require.Equal(t, http.StatusNotFound, c.Get("/my/vsme/2025/b12").StatusCode)

	bad := url.Values{"version": {"0"}, "action": {"save"}, "NumberOfEmployees": {"twelve"},
		"Turnover": {strings.Repeat("9", 30)}, "BasisForPreparation": {"vsme:Nope"},
		"g1030.rows": {"1"}, "g1030.0.key": {"1"}, "g1030.0.CityOfSite": {"Lyon\x01"}}
	res := c.PostForm("/my/vsme/2025/b1", bad)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	require.Equal(t, "twelve", res.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	alert := res.Text(".form-alert")
	require.Contains(t, alert, "Number of employees")
	require.Contains(t, alert, "Turnover")
	require.Contains(t, alert, "Row 1")
	require.Equal(t, http.StatusOK, c.Get("/my/vsme").StatusCode)
	require.Equal(t, http.StatusNotFound, c.Get("/my/vsme/2025").StatusCode, "nothing saved")

	ok := url.Values{"version": {"0"}, "action": {"save"}, "NumberOfEmployees": {"12,5"},
		"Turnover": {"1 000 000"}, "BasisForPreparation": {"vsme:OptionABasicModuleOnlyMember"},
		"ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged": {"true"},
		"LinkToPreviousReportContainingDisclosuresThatRemainUnchanged":               {"https://example.com/2024"},
		"NaceSectorClassificationCodes":                                              {"nace:NACE_C", "nace:NACE_G"},
		"g1020.rows":                                                                 {"1"}, "g1020.0.key": {"1"}, "g1020.0.NameOfTheSubsidiary": {"Filiale SRL"}}
	res = c.PostForm("/my/vsme/2025/b1", ok)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/my/vsme/2025/b1")
	require.Equal(t, "1", page.Find("input[name=version]").AttrOr("value", ""))
	_, hidden = page.Find(follow).Attr("hidden")
	require.False(t, hidden, "asked after the yes")
	require.Equal(t, "12.5", page.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	require.Equal(t, "Filiale SRL", page.Find("[name='g1020.0.NameOfTheSubsidiary']").AttrOr("value", ""))
	require.Equal(t, 2, page.Find("input[name=NaceSectorClassificationCodes]:checked, [name=NaceSectorClassificationCodes] option[selected]").Length())

	// Add a row: the form again with two rows and what was typed, nothing saved.
	grow := url.Values{"version": {"1"}, "action": {"add:g1020"}, "NumberOfEmployees": {"13"},
		"g1020.rows": {"1"}, "g1020.0.key": {"1"}, "g1020.0.NameOfTheSubsidiary": {"Filiale SRL"}}
	res = c.PostForm("/my/vsme/2025/b1", grow)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "2", res.Find("input[name='g1020.rows']").AttrOr("value", ""))
	require.Equal(t, "13", res.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	require.NotEmpty(t, res.Text("[data-testid=vsme-entry-pending]"))

	// B3: electricity in kWh, saved in MWh; scope 1 + 2 calculated.
	b3 := url.Values{"version": {"1"}, "action": {"save"},
		"EnergyConsumptionFromElectricity.RenewableEnergyMember":      {"1500"},
		"EnergyConsumptionFromElectricity.RenewableEnergyMember.unit": {"utr:kWh"},
		"GrossScope1GreenhouseGasEmissions":                           {"10"},
		"GrossLocationBasedScope2GreenhouseGasEmissions":              {"5"}}
	res = c.PostForm("/my/vsme/2025/b3", b3)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/my/vsme/2025/b3")
	require.Equal(t, "1.5", page.Find("[name='EnergyConsumptionFromElectricity.RenewableEnergyMember']").AttrOr("value", ""))
	require.Contains(t, page.Text("[data-field=TotalGrossLocationBasedScope1AndScope2GHGEmissions]"), "15")

	// A save from version 1 after the report moved to 2: refused, what was typed kept.
	b1Stale := url.Values{"version": {"1"}, "action": {"save"}, "NumberOfEmployees": {"14"}}
	res = c.PostForm("/my/vsme/2025/b1", b1Stale)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, "14", res.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	require.Equal(t, "2", res.Find("input[name=version]").AttrOr("value", ""))
	require.Contains(t, res.Text("[data-testid=conflict]"), "saved elsewhere")
	require.Equal(t, "12.5", c.Get("/my/vsme/2025/b1").Find("#f-NumberOfEmployees").AttrOr("value", ""))

	// The report links each disclosure's form with how complete it is.
	report := c.Get("/my/vsme/2025")
	require.Equal(t, http.StatusOK, report.StatusCode)
	require.Contains(t, report.Text("[data-testid=vsme-completion]"), "B1")
	require.Equal(t, "/my/vsme/2025/b3", report.Find("[data-testid=vsme-completion] a").Eq(2).AttrOr("href", ""))

	// Another company's forms are its own: it sees nothing of this report.
	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	require.Equal(t, "0", other.Get("/my/vsme/2025/b1").Find("input[name=version]").AttrOr("value", ""))
}

// B1 is prefilled from the company profile, marked so until the owner saves it; what the owner
// types replaces it.
func TestEntryPrefill(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	owner := app.CreateUser("prefill@example.com")
	c.SignInAs(owner)
	require.Equal(t, http.StatusOK, c.Get("/my/vsme").StatusCode)
	_, err := app.Pool.Exec(context.Background(), `UPDATE company_profiles SET company = company ||
		'{"companyName":"Atelier Vert","country":"fr","employeeCount":7}'::jsonb WHERE user_id = $1`, owner)
	require.NoError(t, err)

	page := c.Get("/my/vsme/2025/b1")
	require.Equal(t, "7", page.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	require.Equal(t, 1, page.Find("[data-field=NumberOfEmployees] [data-testid=vsme-prefilled]").Length())
	require.Equal(t, "country:FR", page.Find("#f-CountryOfPrimaryOperationsAndLocationOfSignificantAssets option[selected]").AttrOr("value", ""))

	res := c.PostForm("/my/vsme/2025/b1", url.Values{"version": {"0"}, "action": {"save"}, "NumberOfEmployees": {"9"},
		"CountryOfPrimaryOperationsAndLocationOfSignificantAssets": {"country:FR"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/my/vsme/2025/b1")
	require.Equal(t, "9", page.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	require.Zero(t, page.Find("[data-testid=vsme-prefilled]").Length())
	require.Contains(t, c.Get("/my/vsme/2025").Text("[data-testid=vsme-report]"), "Atelier Vert")
}

// A follow-up the page showed and the owner filled, then hid again with a "no" (JavaScript
// keeps what was typed in the hidden field): it is not asked, so it is not saved.
func TestEntryFollowUpNotAskedIsNotSaved(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("followup@example.com"))
	res := c.PostForm("/my/vsme/2025/b1", url.Values{"version": {"0"}, "action": {"save"},
		"ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged": {"false"},
		"LinkToPreviousReportContainingDisclosuresThatRemainUnchanged":               {"https://example.com/2024"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get("/my/vsme/2025/b1")
	field := page.Find("[data-field=LinkToPreviousReportContainingDisclosuresThatRemainUnchanged]")
	_, hidden := field.Attr("hidden")
	require.True(t, hidden)
	require.Empty(t, field.Find("input").AttrOr("value", ""))
}
