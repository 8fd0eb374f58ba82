package directory_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A greyed badge's reason starts under the icon, where it has the badge's width, and is
// narrowed to fit in a language that makes it longer (it was clipped).
func TestGreyedBadgeLineFits(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "grey@example.com", company{Name: "Grey Co", Country: "RO", Industry: "energy", Unpublished: true})
	res := app.Client().Get("/badge/" + p.String() + ".svg")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Body, `<text x="12" y="79" font-size="10" fill="#455a64">Not currently listed on Green Connect</text>`)
	ro := app.Client().Get("/badge/" + p.String() + ".svg?lang=ro")
	require.Contains(t, ro.Body, `<text x="12" y="79" font-size="10" fill="#455a64">Momentan nu este listat pe Green Connect</text>`)
}
