package vsme_test

import (
	"bytes"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/vsme/report"
)

func sample(t *testing.T) []byte {
	b, err := os.ReadFile("report/testdata/VSME-Digital-Template-Sample-1.3.0.xlsx")
	require.NoError(t, err)
	return b
}

// A company imports the sample template (confirmed before saved), sees it by disclosure,
// downloads its exports, and adds an earlier year shown beside it; another company reaches
// none of it.
func TestImportConfirmViewExport(t *testing.T) {
	app := apptest.New(t)
	owner := app.CreateUser("owner@example.com")
	c := app.Client()
	c.SignInAs(owner)

	res := c.Get("/my/vsme")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.NotEmpty(t, res.Text("[data-testid=vsme-empty]"))

	// Not a template: the form again with the reason, nothing staged.
	res = c.PostMultipart("/my/vsme/import", nil, apptest.File{Field: "file", Name: "notes.txt", Body: []byte("hello")})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text("[data-testid=vsme-upload]"), "neither EFRAG's VSME digital template nor an xBRL-JSON report")

	res = c.PostMultipart("/my/vsme/import", nil, apptest.File{Field: "file", Name: "sample.xlsx", Body: sample(t)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	importPath := res.Header.Get("Location")
	require.True(t, strings.HasPrefix(importPath, "/my/vsme/import/"), importPath)
	res = c.Get(importPath)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "144", res.Text("[data-testid=vsme-fact-count]"))
	require.Equal(t, "the workbook states version 1.3.0; read by the named ranges of version 1.3.0", res.Text("[data-testid=vsme-import-template]"))
	require.Empty(t, res.Text("[data-testid=vsme-issues]"))
	require.Equal(t, http.StatusNotFound, c.Get("/my/vsme/2026").StatusCode, "nothing saved before confirming")

	// Another company can neither see nor confirm the import.
	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	require.Equal(t, http.StatusNotFound, other.Get(importPath).StatusCode)
	require.Equal(t, http.StatusNotFound, other.PostForm(importPath+"/confirm", nil).StatusCode)

	res = c.PostForm(importPath+"/confirm", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/my/vsme/2026", res.Header.Get("Location"))
	page := c.Get("/my/vsme/2026")
	require.Equal(t, http.StatusOK, page.StatusCode)
	body := page.Text("[data-testid=vsme-report]")
	require.Contains(t, body, "Gross Scope 1 greenhouse gas emissions")
	require.Contains(t, body, "Company XYZ")
	require.Equal(t, "0.01489 tCO2e / EUR", page.Text("[data-testid=vsme-intensity]"))
	require.Equal(t, http.StatusNotFound, other.Get("/my/vsme/2026").StatusCode)
	require.Equal(t, http.StatusNotFound, other.Get("/my/vsme/2026/export?format=json").StatusCode)

	// Every download link answers; the xBRL-JSON reads back to the same facts.
	links := page.Find("[data-testid=vsme-downloads] a")
	require.Equal(t, 4, links.Length())
	for i := range links.Length() {
		href, _ := links.Eq(i).Attr("href")
		require.Equal(t, http.StatusOK, c.Get(href).StatusCode, href)
	}
	js := c.Get("/my/vsme/2026/export?format=json")
	require.Contains(t, js.Header.Get("Content-Type"), "application/json")
	back, issues, err := report.ReadXBRLJSON(strings.NewReader(js.Body))
	require.NoError(t, err)
	require.Empty(t, issues)
	require.Len(t, back.Facts, 144)

	// An earlier year (the same report moved to 2025) stands beside 2026.
	earlier := strings.NewReplacer("2026-01-01", "2025-01-01", "2027-01-01", "2026-01-01").Replace(js.Body)
	earlier = strings.Replace(earlier, `"value": "100"`, `"value": "120"`, -1)
	res = c.PostMultipart("/my/vsme/import", nil, apptest.File{Field: "file", Name: "2025.json", Body: []byte(earlier)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	res = c.PostForm(res.Header.Get("Location")+"/confirm", nil)
	require.Equal(t, "/my/vsme/2025", res.Header.Get("Location"))
	page = c.Get("/my/vsme/2026")
	require.Equal(t, "2025", page.Find("[data-testid=vsme-report] thead th").Eq(3).Text())
	require.Contains(t, page.Find("[data-testid=vsme-report] tbody").Text(), "120")
	home := c.Get("/my/vsme")
	require.Equal(t, 2, home.Find("[data-testid=vsme-years] li").Length())
	require.True(t, bytes.Contains([]byte(home.Body), []byte("/my/vsme/2025")))
}
