package vsme_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// B7's waste types (over 800) are grouped by the catalogue's chapters and searched without
// JavaScript: words or a code narrow a row's list, a single match is chosen, Enter in the
// search box searches instead of saving, and a search that finds nothing says so.
func TestEntryWasteTypeSearch(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("waste@example.com"))

	page := c.Get("/my/vsme/2025/b7")
	require.Equal(t, http.StatusOK, page.StatusCode)
	key := "select[name='g1190.0.key']"
	require.Equal(t, 20, page.Find(key+" optgroup").Length(), "grouped by the catalogue's chapters")
	require.Contains(t, page.Find(key+" optgroup").First().AttrOr("label", ""), "01 - WASTES RESULTING FROM EXPLORATION")
	require.Equal(t, 1, page.Find("[data-testid=vsme-find] input[name='g1190.0.find']").Length())
	// Types only: not the list's root, a chapter or a section, which head others.
	options := page.Find(key + " option").Map(func(_ int, o *goquery.Selection) string { return o.Text() })
	require.NotContains(t, options, "Waste categories")
	require.NotContains(t, options, "01 - WASTES RESULTING FROM EXPLORATION, MINING, QUARRYING, AND PHYSICAL AND CHEMICAL TREATMENT OF MINERALS")
	require.NotContains(t, options, "01 01 - Wastes from mineral excavation")
	require.Contains(t, options, "01 01 01 - Non-Hazardous - Wastes from mineral metalliferous excavation")

	find := url.Values{"version": {"0"}, "action": {"find:g1190:0"}, "g1190.rows": {"1"}, "g1190.0.find": {"plastic packaging"}}
	res := c.PostForm("/my/vsme/2025/b7", find)
	require.Equal(t, http.StatusOK, res.StatusCode)
	n := res.Find(key + " option[value!='']").Length()
	require.Positive(t, n)
	require.Less(t, n, 10)
	require.Contains(t, res.Text(key), "Plastic packaging")
	require.Contains(t, res.Text("[data-testid=vsme-find]"), "shown")

	// A code without its spaces, and Enter (the form's first button, Save) in the box: a
	// search, the one match chosen, nothing saved.
	enter := url.Values{"version": {"0"}, "action": {"save"}, "g1190.rows": {"1"}, "g1190.0.find": {"150102"}, "g1190.0.found": {"plastic packaging"}}
	res = c.PostForm("/my/vsme/2025/b7", enter)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "waste:W-150102-Non-Hazardous-PlasticPackagingMember", res.Find(key+" option[selected]").AttrOr("value", ""))
	require.Equal(t, "150102", res.Find("input[name='g1190.0.found']").AttrOr("value", ""))
	require.Equal(t, http.StatusNotFound, c.Get("/my/vsme/2025").StatusCode, "nothing saved")

	none := url.Values{"version": {"0"}, "action": {"find:g1190:0"}, "g1190.rows": {"1"}, "g1190.0.find": {"zzzz"}}
	res = c.PostForm("/my/vsme/2025/b7", none)
	require.Contains(t, res.Text("[data-testid=vsme-find]"), "Nothing matches")
	require.Greater(t, res.Find(key+" option").Length(), 800)
}
