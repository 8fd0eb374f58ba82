package directory_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestANeverApprovedProfilesBadgeNamesNoCompany(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	for _, status := range []string{"draft", "pending", "rejected"} {
		name := "Secret " + status + " Co"
		_, p := makeCompany(t, app, status+"@example.com", company{Name: name, Country: "RO", Industry: "energy", Status: status})
		for _, lang := range []string{"en", "fr", "ro", "zh"} {
			for _, file := range []string{".svg", ".json"} {
				res := c.Get("/badge/" + p.String() + file + "?lang=" + lang)
				require.Equal(t, http.StatusOK, res.StatusCode, status+file)
				require.NotContains(t, res.Body, "Secret", "%s %s %s", status, file, lang)
				require.NotContains(t, res.Body, "/ 495", "no score")
			}
		}
		var d struct {
			CompanyName, Level string
			Total, Stars       int
			Labels             struct{ Stars string }
		}
		c.Get("/badge/" + p.String() + ".json").DecodeJSON(&d)
		require.Empty(t, d.CompanyName)
		require.Equal(t, "none", d.Level)
		require.Zero(t, d.Total+d.Stars)
		require.True(t, strings.HasPrefix(d.Labels.Stars, "0"), "no star count either: %q", d.Labels.Stars)
		res := c.Get("/companies/" + p.String() + "/badge")
		require.Equal(t, http.StatusNotFound, res.StatusCode, "the check page knows it no more than an unknown id")
		require.NotContains(t, res.Body, "Secret")
	}

	// Once approved, the name was public: a badge that is greyed out later still says whose it is.
	owner, p := makeCompany(t, app, "once@example.com", company{Name: "Once Listed Co", Country: "RO", Industry: "energy"})
	unpublish(t, app, owner, p)
	require.Contains(t, c.Get("/badge/"+p.String()+".svg").Body, "Once Listed Co")
}
