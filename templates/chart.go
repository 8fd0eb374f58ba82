package templates

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// Chart is a small server-rendered SVG chart that always comes with its data as a table
// (docs/conventions.md, "Charts"). The handler fills it with translated text; the template
// draws bars (one per point, labelled above it), columns (a series over time, labelled
// under it) or a line (a series whose shape matters: a score over time).
type Chart struct {
	ID      string       // element ids and data-testid: <ID>-chart, <ID>-table
	Title   string       // translated: the figure's caption and the table's caption
	Kind    ChartKind    // how the points are drawn
	Label   string       // translated heading of the table's label column
	Value   string       // translated heading of the table's value column
	Points  []ChartPoint // in the order they are drawn and listed
	Max     float64      // the value axis' top; 0 is the largest value
	Summary string       // translated, optional: a sentence under the chart (what it shows)
	rtl     bool         // drawn mirrored, for a right-to-left page
}

// ChartPoint is one bar, column or point: its label, its value, the value as the table
// shows it (formatted and translated by the handler; "" writes the number) and Mark, drawn
// in the accent colour (the company's own group, the current week). Axis is a short label
// written under a column or point instead of Label (a week's number), when set.
type ChartPoint struct {
	Label string
	Axis  string
	Value float64
	Text  string
	Mark  bool
}

// ChartKind says how a chart draws its points.
type ChartKind int

// The chart kinds.
const (
	ChartBars    ChartKind = iota // horizontal bars: categories (levels, countries)
	ChartColumns                  // vertical columns: counts per week
	ChartLine                     // a line with points: a value over time
)

// The drawing's geometry. Bars and columns are laid out across the figure's width in
// percent and down it in pixels, so their text keeps its size from a phone to a desktop;
// a line is drawn in a fixed viewBox that scales (its polyline needs user units).
const (
	chartWidth    = 600.0 // a line's viewBox width
	chartBarRow   = 44.0  // px: a bar's label line and the bar under it
	chartBarMax   = 82.0  // %: the longest bar; the rest of the width is for its value
	chartPlotH    = 180.0 // the plot's height for columns (px) and lines (user units)
	chartAxisH    = 24.0  // room for the labels under columns and lines
	chartLabelMax = 40    // characters of a bar's label before it is cut
)

func (c Chart) top() float64 {
	if c.Max > 0 {
		return c.Max
	}
	m := 0.0
	for _, p := range c.Points {
		m = math.Max(m, p.Value)
	}
	if m == 0 {
		return 1
	}
	return m
}

func (c Chart) height() float64 {
	if c.Kind == ChartBars {
		return chartBarRow * float64(max(len(c.Points), 1))
	}
	return chartPlotH + chartAxisH + chartTitleH
}

// chartTitleH is the room under the dates (or weeks) for the axis's name.
const chartTitleH = 18.0

// ChartTick is a value written on the value axis, at its height in the plot.
type ChartTick struct {
	Y    float64
	Text string
}

// ticks are the value axis's marks: zero, the middle and the top.
func (c Chart) ticks() []ChartTick {
	top := c.top()
	out := make([]ChartTick, 0, 3)
	for _, f := range []float64{0, 0.5, 1} {
		v := top * f
		out = append(out, ChartTick{Y: chartPlotH - v/top*(chartPlotH-8), Text: strconv.FormatFloat(math.Round(v), 'f', -1, 64)})
	}
	return out
}

// along is the arrow of time along the plot, mirrored right to left.
func (c Chart) along() string {
	if c.rtl {
		return "←"
	}
	return "→"
}

// tickX is where the value axis's numbers are written: the start edge, mirrored right to left.
func (c Chart) tickX() (x, anchor string) {
	if c.rtl {
		return "100%", "end"
	}
	return "0", "start"
}

func (c Chart) viewBox() string { return "0 0 " + num(chartWidth) + " " + num(c.height()) }

// text is the point's value as written: its Text, else the number.
func (p ChartPoint) text() string {
	if p.Text != "" {
		return p.Text
	}
	return num(p.Value)
}

// axis is the label written under the point's column or point.
func (p ChartPoint) axis() string {
	if p.Axis != "" {
		return p.Axis
	}
	return p.Label
}

func (p ChartPoint) class() string {
	if p.Mark {
		return "chart-mark"
	}
	return "chart-bar"
}

// pct writes a share of the width, mirrored on a right-to-left page (for a point; a box's
// left edge is mirrored by box).
func (c Chart) pct(x float64) string {
	if c.rtl {
		x = 100 - x
	}
	return num(x) + "%"
}

// box is the left edge of a box from x wide w (percent), mirrored on a right-to-left page.
func (c Chart) box(x, w float64) string {
	if c.rtl {
		x = 100 - x - w
	}
	return num(x) + "%"
}

// start is where a bar's label and the bar begin: the left edge, or the right one on a
// right-to-left page (where text-anchor "start" is the text's right end).
func (c Chart) start() string { return c.pct(0) }

// gap is the space between a bar's end and its value, towards the text's direction.
func (c Chart) gap() string {
	if c.rtl {
		return "-6"
	}
	return "6"
}

// barWidth is a bar's length in a bar chart, in percent of the width.
func (c Chart) barWidth(p ChartPoint) float64 {
	return math.Max(0, p.Value/c.top()*chartBarMax)
}

func barY(i int) float64 { return float64(i) * chartBarRow }

// slot is the share of the width each column or line point has (percent for columns).
func (c Chart) slot() float64 { return 100 / float64(max(len(c.Points), 1)) }

func (c Chart) colX(i int) float64 { return float64(i)*c.slot() + c.slot()*0.15 }

func (c Chart) colW() float64 { return c.slot() * 0.7 }

func (c Chart) colH(p ChartPoint) float64 { return math.Max(0, p.Value/c.top()*(chartPlotH-8)) }

// pointX is the middle of the i-th slot in percent (a column's label).
func (c Chart) pointX(i int) float64 { return float64(i)*c.slot() + c.slot()/2 }

// lineX is the i-th point of a line in the viewBox, mirrored on a right-to-left page.
func (c Chart) lineX(i int) float64 {
	x := c.pointX(i) / 100 * chartWidth
	if c.rtl {
		x = chartWidth - x
	}
	return x
}

func (c Chart) pointY(p ChartPoint) float64 { return chartPlotH - c.colH(p) }

// line is the polyline through every point.
func (c Chart) line() string {
	s := ""
	for i, p := range c.Points {
		if i > 0 {
			s += " "
		}
		s += num(c.lineX(i)) + "," + num(c.pointY(p))
	}
	return s
}

// axisLabel says whether the i-th label under a column or point is written: at most about
// ten, the first and the last always, so that they never overlap.
func (c Chart) axisLabel(i int) bool {
	n := len(c.Points)
	step := max(1, (n+9)/10)
	return i == 0 || i == n-1 || (i%step == 0 && n-1-i >= step/2+1)
}

// cut shortens a bar's label to fit its line (the table has it whole).
func cut(s string) string {
	if utf8.RuneCountInString(s) <= chartLabelMax {
		return s
	}
	r := []rune(s)
	return string(r[:chartLabelMax-1]) + "…"
}

func num(f float64) string { return strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64) }
