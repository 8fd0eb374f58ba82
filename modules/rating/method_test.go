package rating_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/rating"
)

// The published method reads the live points table: every entry's points show, a change shows
// at once (the page cache is flushed with the table), and visitors get a cacheable page in
// their language.
func TestTheMethodPageIsTheLiveTable(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	visitor := app.Client()
	res := visitor.Get(rating.MethodPath)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Header.Get("Cache-Control"), "public")
	require.Empty(t, res.Header.Values("Set-Cookie"), "a visitor's page carries no state")
	require.Equal(t, "How the Green Rating works", res.Text("h1"))

	d := rating.DefaultTable()
	plain := res.Text(`[data-testid="method-plain"]`)
	for _, n := range []int{d.SignUp, d.CompanyProfile, d.GreenRoom} {
		require.Contains(t, plain, itoa(n)+" points")
	}
	rows := res.Find(`[data-testid="method-sections"] tbody tr`)
	require.Equal(t, rating.NumSections, rows.Length())
	esg := rows.First().Find("td")
	require.Equal(t, itoa(d.Stages[rating.ESGReport].Defined), esg.Eq(0).Text())
	require.Equal(t, itoa(d.Stages[rating.ESGReport].Planning), esg.Eq(1).Text())
	require.Contains(t, res.Text(`[data-testid="method-sections"]`), "Carbon 100 · ESG 100 · Others 40")
	require.Equal(t, len(rating.Levels), res.Find(`[data-testid="method-levels"] tbody tr`).Length())
	require.Equal(t, 3, res.Find(`[data-testid="method-covers"] li`).Length())

	app.SetPoints("co2Accounting.DEFINED", 75)
	res = visitor.Get(rating.MethodPath)
	co2 := res.Find(`[data-testid="method-sections"] tbody tr`).Eq(int(rating.CO2Accounting)).Find("td").First().Text()
	require.Equal(t, "75", co2, "a table change shows at once")
	require.Contains(t, res.Text(`[data-testid="method-version"]`), "version 2")
	require.Contains(t, res.Text(`[data-testid="method-changes"]`), "Carbon accounting · Yes, done: 60 → 75 points",
		"the change is explained")

	// The change is in the audit log: who, and the points before and after.
	var before, after string
	require.NoError(t, app.Pool.QueryRow(t.Context(), `SELECT before->>'co2Accounting.DEFINED', after->>'co2Accounting.DEFINED'
		FROM audit_log WHERE action = 'rating.table.save'`).Scan(&before, &after))
	require.Equal(t, []string{"60", "75"}, []string{before, after})

	for lang, title := range map[string]string{"fr": "Fonctionnement du Green Rating", "ro": "Cum funcționează Green Rating",
		"zh": "Green Rating 如何计算"} {
		c := app.Client()
		c.Header.Set("Accept-Language", lang)
		require.Equal(t, title, c.Get(rating.MethodPath).Text("h1"), lang)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
