package profile_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

func sectionForm(t *testing.T, c *apptest.Client, key string) (url.Values, *apptest.Response) {
	t.Helper()
	page := c.Get("/sustainability-profile/wizard?s=" + key)
	require.Equal(t, http.StatusOK, page.StatusCode)
	form := formOf(page, "#section-form")
	return form, page
}

func TestWizardWithoutJavaScript(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	form, page := sectionForm(t, c, "")
	require.Equal(t, "ESG reporting", page.Text(`#section-form h2`), "starts at the first section")
	require.Equal(t, 9, page.Find(`.wizard-steps a`).Length())
	require.Equal(t, 1, page.Find(`[data-island="wizard"]`).Length(), "the island's mount point wraps the form")

	form.Set("status", "DEFINED")
	res := c.PostMultipart("/sustainability-profile/wizard?s=sustainabilityESGReport", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text(`#f-evidence-error`), "Add at least one piece of evidence")
	require.Equal(t, "DEFINED", res.Find(`input[name="status"][checked]`).AttrOr("value", ""), "the answer is kept")

	form.Set("d0.description", "Our 2025 ESG report.")
	form.Set("then", "next")
	res = c.PostMultipart("/sustainability-profile/wizard?s=sustainabilityESGReport", form, apptest.File{Field: "d0.attachmentFile", Name: "report.png", Body: fixture.PNG(8, 8)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/sustainability-profile/wizard?s=environmentalAccreditations", res.Header.Get("Location"))
	r := getMine(t, c)
	require.Equal(t, "DEFINED", r.str("sustainabilityESGReport", "status"))
	item := r["sustainabilityESGReport"].(map[string]any)["details"].([]any)[0].(map[string]any)
	require.Equal(t, "Our 2025 ESG report.", item["description"])
	require.Regexp(t, `^/media/attachment/`, item["attachment"])

	// The form shows the stored file by its name, and offers one more blank item.
	_, page = sectionForm(t, c, "sustainabilityESGReport")
	require.Equal(t, "report.png", page.Text(`.file-current a`))
	require.Equal(t, 2, page.Find(`.evidence-item`).Length())

	form, _ = sectionForm(t, c, "environmentalAccreditations")
	form.Set("status", "DEFINED")
	form.Set("d0.weblink", "acme.example/iso14001")
	res = c.PostMultipart("/sustainability-profile/wizard?s=environmentalAccreditations", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Choose the type of accreditation: carbon, ESG or others.", res.Text(`#f-accreditation-error span`))
	form.Set("accreditation", "esg")
	form.Set("then", "next")
	require.Equal(t, http.StatusSeeOther, c.PostMultipart("/sustainability-profile/wizard?s=environmentalAccreditations", form).StatusCode)
	require.EqualValues(t, 20+300+100, getMine(t, c).num("rating", "total"))

	form, _ = sectionForm(t, c, "sustainabilityGoals")
	form.Set("status", "PLANNING")
	form.Add("sdgs", "13")
	form.Add("sdgs", "7")
	res = c.PostMultipart("/sustainability-profile/wizard?s=sustainabilityGoals", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Give the target date of your plan.", res.Text(`#f-plannedFor-error span`))
	require.Equal(t, 2, res.Find(`input[name="sdgs"][checked]`).Length(), "the picked goals are kept")
	form.Set("plannedFor", "2027-06-30")
	require.Equal(t, http.StatusSeeOther, c.PostMultipart("/sustainability-profile/wizard?s=sustainabilityGoals", form).StatusCode)
	goals := getMine(t, c)["sustainabilityGoals"].(map[string]any)
	require.Equal(t, "2027-06-30", goals["plannedFor"])
	require.Equal(t, []any{7.0, 13.0}, goals["details"].([]any)[0].(map[string]any)["sdgs"])

	form, _ = sectionForm(t, c, "sustainableServices")
	form.Set("status", "DEFINED")
	form.Set("d0.description", "Solar installs")
	form.Set("d0.priceLink", "acme.example/prices")
	res = c.PostMultipart("/sustainability-profile/wizard?s=sustainableServices", form, apptest.File{Field: "d0.priceListUpload", Name: "prices.exe", Body: []byte("MZ\x90\x00binary")})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text(`#f-d0-priceListUpload-error`), "You can only use allowed file types")
	require.Equal(t, "Solar installs", res.Text(`#f-d0-description`))
}

func TestTwoTabsSavingASectionGetTheConflictChoice(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	tab1, tab2 := app.Client(), app.Client()
	user := app.CreateUser("acme@example.com")
	tab1.SignInAs(user)
	tab2.SignInAs(user)
	form1, _ := sectionForm(t, tab1, "co2Accounting")
	form2, _ := sectionForm(t, tab2, "co2Accounting")
	form1.Set("status", "NOT_NEEDED")
	require.Equal(t, http.StatusSeeOther, tab1.PostMultipart("/sustainability-profile/wizard?s=co2Accounting", form1).StatusCode)

	form2.Set("status", "DEFINED")
	form2.Set("d0.description", "We measure scope 1 and 2.")
	res := tab2.PostMultipart("/sustainability-profile/wizard?s=co2Accounting", form2)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, 1, res.Find(`[data-testid="conflict"]`).Length())
	require.Equal(t, "We measure scope 1 and 2.", res.Text(`#f-d0-description`))
	require.Equal(t, "NOT_NEEDED", getMine(t, tab1).str("co2Accounting", "status"))

	form2 = formOf(res, "#section-form")
	form2.Set("overwrite", "1")
	require.Equal(t, http.StatusSeeOther, tab2.PostMultipart("/sustainability-profile/wizard?s=co2Accounting", form2).StatusCode)
	require.Equal(t, "DEFINED", getMine(t, tab2).str("co2Accounting", "status"))
}
