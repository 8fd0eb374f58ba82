package profile_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

// formOf reads a page's form fields as a browser would submit them.
func formOf(page *apptest.Response, selector string) url.Values {
	v := url.Values{}
	page.Find(selector + " input, " + selector + " textarea, " + selector + " select").Each(func(_ int, s *goquerySelection) {
		name := s.AttrOr("name", "")
		switch {
		case name == "" || s.AttrOr("type", "") == "file":
		case s.Is("select"):
			v.Set(name, s.Find("option[selected]").AttrOr("value", ""))
		case s.Is("textarea"):
			v.Set(name, s.Text())
		case s.AttrOr("type", "") == "checkbox" || s.AttrOr("type", "") == "radio":
			if _, on := s.Attr("checked"); on {
				v.Add(name, s.AttrOr("value", ""))
			}
		default:
			v.Set(name, s.AttrOr("value", ""))
		}
	})
	return v
}

func TestCompanyFormWithoutJavaScript(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	page := c.Get("/sustainability-profile/company")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "Company of acme@example.com", page.Find(`#f-companyName`).AttrOr("value", ""))
	require.Equal(t, 249, page.Find(`#f-country option[value!=""]`).Length())
	require.Equal(t, 15, page.Find(`#f-sector optgroup`).Length(), "sectors grouped by industry")
	require.Equal(t, "Please enter the city", page.Text(`#f-city-help`), "the helper prompts")
	require.Equal(t, "Logotype of the Company", page.Find(`.logo-box`).AttrOr("alt", ""))

	form := formOf(page, "#company-form")
	for k, v := range map[string]string{"about": "Solar panels, installed well.", "city": "Cluj-Napoca", "country": "RO",
		"industry": "energy", "sector": "renewable_energy", "website": "acme.example", "employeeCount": "12",
		"facebook": "https://instagram.com/acme"} {
		form.Set(k, v)
	}
	res := c.PostMultipart("/sustainability-profile/company", form, apptest.File{Field: "logo", Name: "logo.png", Body: fixture.PNG(8, 8)})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Enter a link to a Facebook page, such as https://www.facebook.com/yourcompany.", res.Text(`#f-facebook-error span`))
	require.Equal(t, "Solar panels, installed well.", res.Text(`#f-about`), "what was typed is kept")
	logoURL := res.Find(`input[name="logoUrl"]`).AttrOr("value", "")
	require.Regexp(t, `^/media/logo/`, logoURL, "the uploaded logo is kept for the next try")

	form = formOf(res, "#company-form")
	form.Set("facebook", "facebook.com/acme")
	res = c.PostMultipart("/sustainability-profile/company", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/sustainability-profile/company")
	require.Equal(t, "Saved successfully!", page.Text("[data-flash-text]"))
	require.Equal(t, "Go to sustainability profile", page.Text("[data-flash-link]"))
	require.Equal(t, logoURL, page.Find(`img.logo-box`).AttrOr("src", ""))
	require.Equal(t, "https://facebook.com/acme", page.Find(`#f-facebook`).AttrOr("value", ""))
	require.Equal(t, "25 / 25", c.Get("/sustainability-profile").Text(`[data-testid="plain-company"] .points-value`))

	form = formOf(page, "#company-form")
	res = c.PostMultipart("/sustainability-profile/company", form, apptest.File{Field: "logo", Name: "logo.svg", Body: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text(`#f-logo-error`), "You can only use allowed file types")
}

func TestTwoTabsSavingTheCompanyProfileLoseNothing(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	tab1, tab2 := app.Client(), app.Client()
	user := app.CreateUser("acme@example.com")
	tab1.SignInAs(user)
	tab2.SignInAs(user)
	form1 := formOf(tab1.Get("/sustainability-profile/company"), "#company-form")
	form2 := formOf(tab2.Get("/sustainability-profile/company"), "#company-form")

	form1.Set("city", "Tab one city")
	require.Equal(t, http.StatusSeeOther, tab1.PostMultipart("/sustainability-profile/company", form1).StatusCode)

	form2.Set("about", "Written in tab two")
	res := tab2.PostMultipart("/sustainability-profile/company", form2)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, "Someone else saved first", res.Text(`[data-testid="conflict"] h2`))
	require.Equal(t, "Written in tab two", res.Text(`#f-about`), "nothing typed is lost")
	require.Equal(t, "Tab one city", formOf(tab2.Get("/sustainability-profile/company"), "#company-form").Get("city"),
		"the first save stands")

	// Keep mine: the form now carries the current version, so saving again is deliberate.
	form2 = formOf(res, "#company-form")
	form2.Set("overwrite", "1")
	require.Equal(t, http.StatusSeeOther, tab2.PostMultipart("/sustainability-profile/company", form2).StatusCode)
	require.Equal(t, "Written in tab two", formOf(tab2.Get("/sustainability-profile/company"), "#company-form").Get("about"))
}
