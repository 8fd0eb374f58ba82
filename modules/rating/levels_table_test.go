package rating_test

import (
	"bytes"
	"context"
	"strconv"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// The one levels table keeps each range left-to-right inside a right-to-left page, in every
// language (docs/rating.md, "Levels and bands").
func TestTheLevelsTableIsolatesItsRangesOnARightToLeftPage(t *testing.T) {
	t.Parallel()
	bundle, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages}, i18n.Source{Name: "rating", FS: rating.Messages})
	require.NoError(t, err)
	for _, lang := range i18n.Languages {
		prefs := web.DefaultPrefs()
		prefs.RTL = true
		sh := &web.Shell{Prefs: prefs, Loc: bundle.Localizer(lang)}
		var b bytes.Buffer
		b.WriteString(`<div dir="` + prefs.Dir() + `">`)
		require.NoError(t, rating.LevelsTable("Levels").Render(web.WithShell(context.Background(), sh), &b))
		doc, err := goquery.NewDocumentFromReader(&b)
		require.NoError(t, err)
		require.Equal(t, "rtl", doc.Find("div").First().AttrOr("dir", ""))
		rows := doc.Find("table.levels tbody tr")
		require.Equal(t, len(rating.Levels), rows.Length(), lang)
		for i, l := range rating.Levels {
			row := rows.Eq(i)
			require.Equal(t, bundle.Localizer(lang).T(l.Level.MessageKey()), row.Find("th").Text(), lang)
			bdi := row.Find("td bdi")
			require.Equal(t, 1, bdi.Length(), "%s: the range is isolated", lang)
			require.Equal(t, "ltr", bdi.AttrOr("dir", ""), lang)
			require.Equal(t, strconv.Itoa(l.From)+"–"+strconv.Itoa(l.To), bdi.Text(), lang)
			require.Equal(t, bdi.Text(), row.Find("td").First().Text(), "%s: nothing of the range outside the isolation", lang)
		}
		for _, th := range doc.Find("thead th").EachIter() {
			require.NotContains(t, th.Text(), "rating.levels.", lang)
		}
	}
}
