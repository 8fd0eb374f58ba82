package site

import (
	"context"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

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
	for i, t := range tables {
		if t.Weekly {
			tables[i] = weekly(ctx, t, period)
		}
	}
	if key := c.Query("csv"); key != "" {
		return aggregationCSV(c, tables, key, period)
	}
	loc := web.ShellFrom(ctx).Loc
	v := views.AggregationView{Span: web.T(ctx, "site.aggregation.span", map[string]any{
		"From": loc.Date(period.From), "To": loc.Date(period.Until().AddDate(0, 0, -1))})}
	for _, n := range aggregationWeeks {
		v.Periods = append(v.Periods, views.Choice{Label: loc.N("site.aggregation.weeks", n),
			Href: AggregationPath + "?weeks=" + strconv.Itoa(n), Current: n == weeks})
	}
	for _, t := range tables {
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
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "site.aggregation.title"), Body: views.Aggregation(v)})
}

// weekly lays a weekly table out over every week of the period, the weeks without rows at
// zero, each named by its ISO week and the day it starts.
func weekly(ctx context.Context, t web.CountTable, p web.Period) web.CountTable {
	loc := web.ShellFrom(ctx).Loc
	counts := map[string]int{}
	for _, r := range t.Rows {
		counts[r.Key] += r.Count
	}
	t.Label = web.T(ctx, "site.aggregation.week")
	t.Rows = make([]web.CountRow, 0, p.Weeks)
	for _, monday := range p.Mondays() {
		year, week := monday.ISOWeek()
		key := web.WeekKey(monday)
		t.Rows = append(t.Rows, web.CountRow{Key: isoWeek(monday), Count: counts[key],
			Label: web.T(ctx, "site.aggregation.week_of", map[string]any{"Week": week, "Year": year, "Date": loc.Date(monday)}),
			Axis:  web.T(ctx, "site.aggregation.week_short", map[string]any{"Week": week})})
	}
	return t
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
func aggregationCSV(c fiber.Ctx, tables []web.CountTable, key string, p web.Period) error {
	ctx := c.Context()
	i := slices.IndexFunc(tables, func(t web.CountTable) bool { return t.Key == key })
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
