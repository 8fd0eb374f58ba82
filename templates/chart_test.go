package templates

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	rows := doc.Find("[data-testid=levels-table] tbody tr")
	require.Equal(t, 2, rows.Length())
	assert.Equal(t, "Green Champion", rows.Eq(1).Find("th").Text())
	assert.Equal(t, "8 (you)", rows.Eq(1).Find("td").Text())
	assert.Equal(t, "4", rows.Eq(0).Find("td").Text(), "a value without a text is written as its number")
	// The largest bar fills the plot; the other is half of it; the marked one is accented.
	bars := doc.Find("rect")
	w0, _ := strconv.ParseFloat(bars.Eq(0).AttrOr("width", ""), 64)
	w1, _ := strconv.ParseFloat(bars.Eq(1).AttrOr("width", ""), 64)
	assert.InDelta(t, chartWidth-chartBarLabel-chartValueRoom, w1, 0.1)
	assert.InDelta(t, w1/2, w0, 0.1)
	assert.Equal(t, "chart-mark", bars.Eq(1).AttrOr("class", ""))
	assert.Equal(t, "chart-bar", bars.Eq(0).AttrOr("class", ""))
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
