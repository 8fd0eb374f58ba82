package profile_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A refused logo does not hide the other problems: one submit names them all, keeps what
// was typed and saves nothing (docs/profile.md, "The company").
func TestCompanyFormShowsEveryProblemAtOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("once@example.com"))
	form := formOf(c.Get("/sustainability-profile/company"), "#company-form")
	form.Set("city", "Brașov")
	form.Set("website", "not a web address")
	form.Set("facebook", "https://instagram.com/once")
	form.Set("employeeCount", "many")
	form.Set("about", strings.Repeat("a", 2001))
	res := c.PostMultipart("/sustainability-profile/company", form,
		apptest.File{Field: "logo", Name: "logo.svg", Body: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	for _, field := range []string{"about", "website", "employeeCount", "logo", "facebook"} {
		require.NotEmpty(t, res.Text("#f-"+field+"-error"), field+" is named")
	}
	links := res.Find("#form-alert a")
	require.Equal(t, 5, links.Length(), "the summary links each field, in the form's order")
	require.Equal(t, "#f-about", links.First().AttrOr("href", ""))
	require.Equal(t, "Brașov", res.Find("#f-city").AttrOr("value", ""), "what was typed is kept")
	require.Equal(t, "", getMine(t, c).str("company", "city"), "nothing was saved")
}

// Emptying the company name is refused, not "Saved successfully!"; a name as long as
// sign-up allows is accepted.
func TestCompanyNameCannotBeEmptiedAndMatchesSignUpLimit(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("named@example.com"))
	form := formOf(c.Get("/sustainability-profile/company"), "#company-form")
	form.Set("companyName", "  ")
	res := c.PostMultipart("/sustainability-profile/company", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.NotEmpty(t, res.Text("#f-companyName-error"))
	require.Equal(t, "Company of named@example.com", getMine(t, c).str("company", "companyName"))

	long := strings.Repeat("N", 200)
	form.Set("companyName", long)
	res = c.PostMultipart("/sustainability-profile/company", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Text("#form-alert"))
	require.Equal(t, long, getMine(t, c).str("company", "companyName"))
	require.Equal(t, "200", c.Get("/sustainability-profile/company").Find("#f-companyName").AttrOr("maxlength", ""))
}

// Publishing an incomplete profile opens the company form naming each missing field.
func TestPublishingIncompleteNamesWhatIsMissing(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("missing@example.com"))
	rec := getMine(t, c)
	res := c.PostForm("/sustainability-profile/publish", url.Values{"version": {strconv.Itoa(int(rec.num("version")))}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/sustainability-profile/company?missing=1", res.Header.Get("Location"))
	res = c.Get(res.Header.Get("Location"))
	require.Equal(t, "Please enter the city", res.Text("#f-city-error span"))
	require.Equal(t, 7, res.Find("#form-alert a").Length(), "about, city, country, industry, sector, website, employees")
	require.Equal(t, "#f-about", res.Find("#form-alert a").First().AttrOr("href", ""))
}

// "Not at the moment" is kept to the report unless the company shows it (docs/profile.md,
// "Sections"): visitors do not see it by default.
func TestNotAtTheMomentIsNotPublicUnlessChosen(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("quiet@example.com"))
	r := save(t, c, http.StatusOK, map[string]any{"version": 1,
		"co2Accounting":       map[string]any{"status": "NOT_NEEDED"},
		"sustainabilityGoals": map[string]any{"status": "NOT_NEEDED", "visibility": "live"}})
	require.Equal(t, "report", r.str("co2Accounting", "visibility"))
	require.Equal(t, "live", r.str("sustainabilityGoals", "visibility"), "the company's choice stands")
}
