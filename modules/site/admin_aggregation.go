package site

import (
	"context"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// AggregationPath is the admin area's counts (docs/admin.md, "Aggregation").
const AggregationPath = "/admin/aggregation"

// aggregationWeeks are the periods of the weekly series an admin may choose; the first is the
// default.
var aggregationWeeks = []int{12, 26, 52}

// GET /admin/aggregation: the modules' counts (Deps.Aggregation), each table as a chart with
// its data table and a CSV download; ?weeks= chooses the period of the weekly series and
// ?csv=<table> answers that table as CSV.
func (h *Handler) aggregationPage(c fiber.Ctx) error {
	ctx := c.Context()
	weeks := aggregationWeeks[0]
	if n, err := strconv.Atoi(c.Query("weeks")); err == nil && slices.Contains(aggregationWeeks, n) {
		weeks = n
	}
	period := web.LastWeeks(h.Now(), weeks)
	var tables []web.CountTable
	for _, src := range h.Aggregation {
		ts, err := src(ctx, period)
		if err != nil {
			return err
		}
		tables = append(tables, ts...)
	}
	sort.SliceStable(tables, func(i, j int) bool { return tables[i].Order < tables[j].Order })
	shown := make([]shownTable, len(tables))
	for i, t := range tables {
		shown[i] = showTable(ctx, t, period)
	}
	if key := c.Query("csv"); key != "" {
		return aggregationCSV(c, shown, key, period)
	}
	loc := web.ShellFrom(ctx).Loc
	v := views.AggregationView{Span: web.T(ctx, "site.aggregation.span", map[string]any{
		"From": loc.Date(period.From), "To": loc.Date(period.Until().AddDate(0, 0, -1))})}
	for _, n := range aggregationWeeks {
		v.Periods = append(v.Periods, views.Choice{Label: loc.N("site.aggregation.weeks", n),
			Href: AggregationPath + "?weeks=" + strconv.Itoa(n), Current: n == weeks})
	}
	for _, t := range shown {
		chart := templates.Chart{ID: "aggregation-" + t.Key, Title: t.Title, Label: t.Label, Value: t.Value, Kind: templates.ChartBars}
		if t.Weekly {
			chart.Kind = templates.ChartColumns
		}
		for i, r := range t.Rows {
			chart.Points = append(chart.Points, templates.ChartPoint{Label: r.Label, Axis: r.Axis, Value: float64(r.Count),
				Text: loc.Number(r.Count), Mark: t.Weekly && i == len(t.Rows)-1}) // the week still running
		}
		v.Tables = append(v.Tables, views.AggregationTable{Chart: chart, Empty: len(t.Rows) == 0,
			CSVHref: AggregationPath + "?weeks=" + strconv.Itoa(weeks) + "&csv=" + url.QueryEscape(t.Key)})
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.aggregation.title"),
		Body: views.Aggregation(v)})
}

// shownTable is a module's table as the page shows it: in the reader's language, a weekly
// table laid out over the period.
type shownTable struct {
	Key                 string
	Title, Label, Value string
	Weekly              bool
	Rows                []shownRow
}

// shownRow is a row of a shownTable; Axis is the short label under a column ("": Label).
type shownRow struct {
	Key, Label, Axis string
	Count            int
}

// showTable translates a module's table: its headings, its rows' names (a country by its
// name, a row without a name by its key), a ranked table's rows of the same count by name.
func showTable(ctx context.Context, t web.CountTable, p web.Period) shownTable {
	out := shownTable{Key: t.Key, Title: t.Title.Text(ctx), Label: t.Label.Text(ctx), Value: t.Value.Text(ctx),
		Weekly: t.Weekly}
	if t.Weekly {
		out.Label, out.Rows = web.T(ctx, "site.aggregation.week"), weekly(ctx, t.Rows, p)
		return out
	}
	lang := web.Lang(ctx)
	for _, r := range t.Rows {
		row := shownRow{Key: r.Key, Label: r.Label.Text(ctx), Count: r.Count}
		if t.Countries {
			row.Label = reference.CountryName(lang, r.Key)
		}
		if row.Label == "" {
			row.Label = r.Key
		}
		out.Rows = append(out.Rows, row)
	}
	if t.Ranked {
		sort.SliceStable(out.Rows, func(i, j int) bool {
			if out.Rows[i].Count != out.Rows[j].Count {
				return out.Rows[i].Count > out.Rows[j].Count
			}
			return out.Rows[i].Label < out.Rows[j].Label
		})
	}
	return out
}

// weekly lays a weekly table's rows out over every week of the period, the weeks without
// rows at zero, each named by its ISO week and the day it starts.
func weekly(ctx context.Context, rows []web.CountRow, p web.Period) []shownRow {
	loc := web.ShellFrom(ctx).Loc
	counts := map[string]int{}
	for _, r := range rows {
		counts[r.Key] += r.Count
	}
	out := make([]shownRow, 0, p.Weeks)
	for _, monday := range p.Mondays() {
		year, week := monday.ISOWeek()
		key := web.WeekKey(monday)
		out = append(out, shownRow{Key: isoWeek(monday), Count: counts[key],
			Label: web.T(ctx, "site.aggregation.week_of", map[string]any{"Week": week, "Year": year, "Date": loc.Date(monday)}),
			Axis:  web.T(ctx, "site.aggregation.week_short", map[string]any{"Week": week})})
	}
	return out
}

// isoWeek writes a week as ISO 8601 does: 2026-W47.
func isoWeek(t time.Time) string {
	year, week := t.ISOWeek()
	w := strconv.Itoa(week)
	if week < 10 {
		w = "0" + w
	}
	return strconv.Itoa(year) + "-W" + w
}

// aggregationCSV answers one table as CSV: what each row counts (its code and its name in the
// admin's language) and the count; an unknown table is a 404.
func aggregationCSV(c fiber.Ctx, tables []shownTable, key string, p web.Period) error {
	ctx := c.Context()
	i := slices.IndexFunc(tables, func(t shownTable) bool { return t.Key == key })
	if i < 0 {
		return web.NotFound()
	}
	t := tables[i]
	name := "aggregation-" + t.Key
	if t.Weekly {
		name += "-" + web.WeekKey(p.From) + "-" + strconv.Itoa(p.Weeks) + "w"
	}
	f := web.CSV{Filename: name + ".csv", Header: []string{web.T(ctx, "site.aggregation.code"), t.Label, t.Value}}
	for _, r := range t.Rows {
		f.Row(r.Key, r.Label, strconv.Itoa(r.Count))
	}
	return f.Send(c)
}
