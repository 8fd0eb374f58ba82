package templates

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/a-h/templ"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"greenconnect/app/web"
)

func renderChart(t *testing.T, c Chart) *goquery.Document {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, ChartFigure(c).Render(context.Background(), &b))
	require.NotContains(t, b.String(), "NaN")
	require.NotContains(t, b.String(), "Inf")
	doc, err := goquery.NewDocumentFromReader(&b)
	require.NoError(t, err)
	return doc
}

func TestAChartComesWithItsDataAsATable(t *testing.T) {
	t.Parallel()
	c := Chart{ID: "levels", Title: "Companies by level", Label: "Level", Value: "Companies", Kind: ChartBars,
		Points: []ChartPoint{{Label: "Green Starter", Value: 4}, {Label: "Green Champion", Value: 8, Text: "8 (you)", Mark: true}}}
	doc := renderChart(t, c)
	assert.Equal(t, "Companies by level", doc.Find("figcaption").Text())
	assert.Equal(t, "true", doc.Find("svg").AttrOr("aria-hidden", ""), "screen readers read the table, not the picture")
	data := doc.Find("details[data-testid=levels-data]")
	require.Equal(t, 1, data.Length(), "everyone can open the data under the chart")
	assert.Equal(t, 1, data.Find("summary").Length())
	assert.Equal(t, 1, data.Find("[data-testid=levels-table]").Length())
	assert.Zero(t, doc.Find(".visually-hidden [data-testid=levels-table]").Length(), "not hidden from sighted readers")
	rows := doc.Find("[data-testid=levels-table] tbody tr")
	require.Equal(t, 2, rows.Length())
	assert.Equal(t, "Green Champion", rows.Eq(1).Find("th").Text())
	assert.Equal(t, "8 (you)", rows.Eq(1).Find("td").Text())
	assert.Equal(t, "4", rows.Eq(0).Find("td").Text(), "a value without a text is written as its number")
	// The largest bar fills the plot; the other is half of it; the marked one is accented.
	bars := doc.Find("rect")
	w0, w1 := percent(t, bars.Eq(0).AttrOr("width", "")), percent(t, bars.Eq(1).AttrOr("width", ""))
	assert.InDelta(t, chartBarMax, w1, 0.1)
	assert.InDelta(t, w1/2, w0, 0.1)
	assert.Equal(t, "chart-mark", bars.Eq(1).AttrOr("class", ""))
	assert.Equal(t, "chart-bar", bars.Eq(0).AttrOr("class", ""))
	assert.Equal(t, "0%", bars.Eq(0).AttrOr("x", ""), "bars grow from the left")
	assert.Equal(t, "0%", doc.Find("text.chart-label").First().AttrOr("x", ""))
}

// percent reads a width written in percent of the figure ("41%").
func percent(t *testing.T, s string) float64 {
	t.Helper()
	require.True(t, strings.HasSuffix(s, "%"), s)
	f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	require.NoError(t, err)
	return f
}

// On a right-to-left page a chart is mirrored: bars grow from the right under labels that
// start there, the first week is on the right, and so is a line's first point.
func TestAChartIsMirroredRightToLeft(t *testing.T) {
	t.Parallel()
	ctx := web.WithShell(context.Background(), &web.Shell{Prefs: web.Prefs{RTL: true}, Site: &web.Site{}})
	render := func(c Chart) *goquery.Document {
		var b bytes.Buffer
		require.NoError(t, ChartFigure(c).Render(ctx, &b))
		doc, err := goquery.NewDocumentFromReader(&b)
		require.NoError(t, err)
		return doc
	}
	points := []ChartPoint{{Label: "a", Value: 1}, {Label: "b", Value: 2}}
	bars := render(Chart{ID: "b", Kind: ChartBars, Points: points})
	assert.Equal(t, "100%", bars.Find("text.chart-label").First().AttrOr("x", ""), "labels start at the right")
	assert.InDelta(t, 100-chartBarMax, percent(t, bars.Find("rect").Eq(1).AttrOr("x", "")), 0.1, "the longest bar ends at the left")
	assert.Equal(t, "-6", bars.Find("text.chart-value").First().AttrOr("dx", ""), "a value is left of its bar")
	cols := render(Chart{ID: "c", Kind: ChartColumns, Points: points})
	assert.InDelta(t, 57.5, percent(t, cols.Find("rect").First().AttrOr("x", "")), 0.1, "the first column is on the right")
	assert.Equal(t, "75%", cols.Find("text.chart-label").First().AttrOr("x", ""))
	line := render(Chart{ID: "l", Kind: ChartLine, Points: points})
	assert.Equal(t, "450", line.Find("circle").First().AttrOr("cx", ""), "the first point is on the right")
}

func TestAnEmptyOrZeroChartDrawsNothingBroken(t *testing.T) {
	t.Parallel()
	for _, k := range []ChartKind{ChartBars, ChartColumns, ChartLine} {
		renderChart(t, Chart{ID: "z", Kind: k})
		renderChart(t, Chart{ID: "z", Kind: k, Points: []ChartPoint{{Label: "a"}, {Label: "b"}}})
	}
}

func TestAxisLabelsNeverCrowd(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 2, 9, 10, 11, 26, 52, 104} {
		c := Chart{ID: "weeks", Kind: ChartColumns}
		for i := range n {
			c.Points = append(c.Points, ChartPoint{Label: "W" + strconv.Itoa(i), Value: float64(i)})
		}
		doc := renderChart(t, c)
		labels := doc.Find("text.chart-label")
		assert.LessOrEqual(t, labels.Length(), 12, "n=%d", n)
		assert.Equal(t, "W0", labels.First().Text(), "n=%d: the first label is written", n)
		assert.Equal(t, "W"+strconv.Itoa(n-1), labels.Last().Text(), "n=%d: the last label is written", n)
		assert.Equal(t, n, doc.Find("tbody tr").Length(), "n=%d: the table has every point", n)
	}
}

func TestALongBarLabelIsCutButTheTableKeepsIt(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("Ș", 40)
	doc := renderChart(t, Chart{ID: "c", Kind: ChartBars, Points: []ChartPoint{{Label: long, Value: 1}}})
	assert.Equal(t, chartLabelMax, len([]rune(doc.Find("text.chart-label").Text())))
	assert.Equal(t, long, doc.Find("tbody th").Text())
}

// Lines and columns write their value axis (zero, the middle, the top) and name both axes.
func TestALineOrColumnChartHasAxesWithValuesAndNames(t *testing.T) {
	t.Parallel()
	for _, kind := range []ChartKind{ChartLine, ChartColumns} {
		c := Chart{ID: "history", Title: "Total over time", Label: "Date", Value: "Total", Kind: kind, Max: 500,
			Points: []ChartPoint{{Label: "1 Nov", Value: 100}, {Label: "2 Nov", Value: 300}}}
		doc := renderChart(t, c)
		var ticks []string
		doc.Find("text.chart-tick").Each(func(_ int, s *goquery.Selection) { ticks = append(ticks, s.Text()) })
		assert.Equal(t, []string{"0", "250", "500"}, ticks)
		names := doc.Find("text.chart-axis-name")
		require.Equal(t, 2, names.Length())
		assert.Contains(t, names.Eq(0).Text(), "Total")
		assert.Contains(t, names.Eq(1).Text(), "Date")
	}
}

// TestAKeptChartIsTheChartOfItsData: a kept chart writes what ChartFigure draws of its data,
// in its language and direction, and draws anew for any other data: a bar's value, the mark
// moved to another bar, another language, right to left.
func TestAKeptChartIsTheChartOfItsData(t *testing.T) {
	t.Parallel()
	shells := visitorShells(t, "/companies/x")
	draw := func(ctx context.Context, c templ.Component) string {
		var b bytes.Buffer
		require.NoError(t, c.Render(ctx, &b))
		return b.String()
	}
	chart := func(value float64, mark int) Chart {
		c := Chart{ID: "kept-levels", Title: "Levels", Label: "Level", Value: "Companies", Kind: ChartBars}
		for i, l := range []string{"Starter", "Explorer", "Champion"} {
			c.Points = append(c.Points, ChartPoint{Label: l, Value: value + float64(i), Mark: i == mark})
		}
		return c
	}
	variants := map[string]struct {
		ctx context.Context
		c   Chart
	}{
		"en": {shells["en"], chart(3, 0)}, "value": {shells["en"], chart(4, 0)}, "mark": {shells["en"], chart(3, 2)},
		"fr": {shells["fr"], chart(3, 0)},
	}
	rtl := *shell(shells["en"])
	rtl.Prefs.RTL = true
	variants["rtl"] = struct {
		ctx context.Context
		c   Chart
	}{web.WithShell(context.Background(), &rtl), chart(3, 0)}
	seen := map[string]string{}
	for name, v := range variants {
		want := draw(v.ctx, ChartFigure(v.c))
		for range 2 { // drawn, then written as kept
			require.Equal(t, want, draw(v.ctx, KeptChart(v.c)), name)
		}
		for other, html := range seen {
			require.NotEqual(t, html, want, "%s and %s draw alike", name, other)
		}
		seen[name] = want
	}
}
