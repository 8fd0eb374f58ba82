package vsme_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

func TestValidLEI(t *testing.T) {
	for _, s := range []string{"5493001KJTIIGC8Y1R12", "529900T8BM49AURSDO55", "7LTWFZYICNSX8D621K86"} {
		require.True(t, report.ValidLEI(s), s)
	}
	for _, s := range []string{"5493001KJTIIGC8Y1R13", "5493001KJTIIGC8Y1R1", "5493001kjtiigc8y1r12", "5493001KJTIIGC8Y1R12X", ""} {
		require.False(t, report.ValidLEI(s), s)
	}
}

// The identifier entered by hand on B1 (docs/vsme.md, "Forms"): a wrong LEI comes back with
// what was typed; a right one is stored and carried by the Inline XBRL and the xBRL-JSON,
// which read back to it and pass the taxonomy check.
func TestEntryEntityIdentifier(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("lei@example.com"))
	form := url.Values{"version": {"0"}, "action": {"save"}, "NumberOfEmployees": {"12"},
		"entity.scheme": {"LEI"}, "entity.id": {"5493001KJTIIGC8Y1R13"}}
	res := c.PostForm("/my/vsme/2025/b1", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text("[data-testid=vsme-entity]"), "not a valid LEI")
	require.Equal(t, "5493001KJTIIGC8Y1R13", res.Find("#f-entity-id").AttrOr("value", ""))

	// Another scheme needs its name.
	form.Set("entity.scheme", "other")
	form.Set("entity.id", "RO 1234567")
	res = c.PostForm("/my/vsme/2025/b1", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)

	form.Set("entity.scheme", "LEI")
	form.Set("entity.id", "5493 001K JTII GC8Y 1R12")
	res = c.PostForm("/my/vsme/2025/b1", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get("/my/vsme/2025/b1")
	require.Equal(t, "LEI", page.Find("#f-entity-scheme option[selected]").AttrOr("value", ""))
	require.Equal(t, "5493001KJTIIGC8Y1R12", page.Find("#f-entity-id").AttrOr("value", ""))

	tax := taxonomy.Load()
	ix := c.Get("/my/vsme/2025/export?format=xhtml")
	require.Equal(t, http.StatusOK, ix.StatusCode)
	require.Contains(t, ix.Body, `<xbrli:identifier scheme="http://standards.iso.org/iso/17442">5493001KJTIIGC8Y1R12</xbrli:identifier>`)
	back, _, err := report.ReadInlineXBRL(strings.NewReader(ix.Body))
	require.NoError(t, err)
	require.Equal(t, report.Entity{Name: back.Entity.Name, Scheme: "LEI", ID: "5493001KJTIIGC8Y1R12"}, back.Entity)
	require.NotEmpty(t, back.Facts)
	require.Empty(t, report.Check(tax, back.Facts))

	js := c.Get("/my/vsme/2025/export?format=json")
	require.Equal(t, http.StatusOK, js.StatusCode)
	back, issues, err := report.ReadXBRLJSON(strings.NewReader(js.Body))
	require.NoError(t, err)
	require.Empty(t, issues)
	require.Equal(t, "LEI", back.Entity.Scheme)
	require.Equal(t, "5493001KJTIIGC8Y1R12", back.Entity.ID)
	require.Empty(t, report.Check(tax, back.Facts))

	// A national number under a named scheme; both fields emptied clear the identifier.
	form.Set("version", page.Find("input[name=version]").AttrOr("value", ""))
	form.Set("entity.scheme", "other")
	form.Set("entity.scheme_name", "ONRC")
	form.Set("entity.id", "J40/1234/2020")
	res = c.PostForm("/my/vsme/2025/b1", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, c.Get("/my/vsme/2025/export?format=json").Body, "urn:greenconnect:id:onrc")
	page = c.Get("/my/vsme/2025/b1")
	require.Equal(t, "ONRC", page.Find("#f-entity-scheme_name").AttrOr("value", ""))
}

// A prefilled field the owner clears and saves stays empty: the profile's value does not come
// back (docs/vsme.md, "Prefill").
func TestEntryPrefillCleared(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	owner := app.CreateUser("cleared@example.com")
	c.SignInAs(owner)
	require.Equal(t, http.StatusOK, c.Get("/my/vsme").StatusCode)
	_, err := app.Pool.Exec(context.Background(), `UPDATE company_profiles SET company = company ||
		'{"companyName":"Atelier Vert","country":"fr","employeeCount":7}'::jsonb WHERE user_id = $1`, owner)
	require.NoError(t, err)
	require.Equal(t, "7", c.Get("/my/vsme/2025/b1").Find("#f-NumberOfEmployees").AttrOr("value", ""))

	res := c.PostForm("/my/vsme/2025/b1", url.Values{"version": {"0"}, "action": {"save"}, "NumberOfEmployees": {""},
		"CountryOfPrimaryOperationsAndLocationOfSignificantAssets": {"country:FR"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get("/my/vsme/2025/b1")
	require.Equal(t, "", page.Find("#f-NumberOfEmployees").AttrOr("value", ""))
	require.Zero(t, page.Find("[data-testid=vsme-prefilled]").Length())
}
