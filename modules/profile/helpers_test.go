package profile_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// company is a complete company profile.
func company() map[string]any {
	return map[string]any{
		"companyName": "Acme Green", "about": "We make things that last.", "city": "Cluj-Napoca",
		"country": "RO", "industry": "energy", "sector": "renewable_energy", "website": "acme.example",
		"employeeCount": 42, "facebook": "https://www.facebook.com/acme",
	}
}

// defined is a DEFINED section with one piece of evidence.
func defined(extra ...map[string]any) map[string]any {
	d := map[string]any{"description": "Done, and documented."}
	for _, e := range extra {
		for k, v := range e {
			d[k] = v
		}
	}
	return map[string]any{"status": "DEFINED", "details": []any{d}}
}

// record is the JSON of a record, loosely typed for assertions.
type record map[string]any

func (r record) num(path ...string) float64 {
	var cur any = map[string]any(r)
	for _, p := range path {
		cur = cur.(map[string]any)[p]
	}
	return cur.(float64)
}

func (r record) str(path ...string) string {
	var cur any = map[string]any(r)
	for _, p := range path {
		cur = cur.(map[string]any)[p]
	}
	s, _ := cur.(string)
	return s
}

func getMine(t *testing.T, c *apptest.Client) record {
	t.Helper()
	res := c.JSON(http.MethodGet, "/api/sustainability/me", nil)
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	var r record
	res.DecodeJSON(&r)
	return r
}

// save posts a patch and requires the status.
func save(t *testing.T, c *apptest.Client, status int, patch map[string]any) record {
	t.Helper()
	res := c.JSON(http.MethodPost, "/api/sustainability", patch)
	require.Equal(t, status, res.StatusCode, res.Body)
	var r record
	res.DecodeJSON(&r)
	return r
}

// uploadFile posts a multipart upload to the profile's files.
func uploadFile(c *apptest.Client, kind, name string, body []byte) *apptest.Response {
	return c.PostMultipart("/api/sustainability/files", url.Values{"kind": {kind}}, apptest.File{Field: "file", Name: name, Body: body})
}

func mustUUID(s string) uuid.UUID { return uuid.MustParse(s) }

type goquerySelection = goquery.Selection
