package profile

import (
	"context"
	"strconv"

	"greenconnect/modules/profile/views"
	"greenconnect/templates"
)

// pageBlocks are the page's views of the blocks other modules add (page_sections.go): their
// lines translated, their charts drawn as bars with their tables.
func pageBlocks(ctx context.Context, sections []PageSection) []views.PageSection {
	out := make([]views.PageSection, 0, len(sections))
	for _, s := range sections {
		v := views.PageSection{Key: s.Key, Title: s.Title, Text: s.Text}
		for _, it := range s.Items {
			v.Items = append(v.Items, views.PageItem{Name: it.Name, Href: it.Href, Text: it.Text})
		}
		for _, l := range s.Links {
			v.Links = append(v.Links, views.PageLink{Label: l.Label, Href: l.Href})
		}
		for _, l := range s.Lines {
			v.Lines = append(v.Lines, l.Text(ctx))
		}
		for _, c := range s.Charts {
			v.Charts = append(v.Charts, pageChart(ctx, c))
		}
		out = append(out, v)
	}
	return out
}

func pageChart(ctx context.Context, c PageChart) templates.Chart {
	chart := templates.Chart{ID: c.ID, Kind: templates.ChartBars, Title: c.Title.Text(ctx), Label: c.Label.Text(ctx),
		Value: c.Value.Text(ctx)}
	for _, b := range c.Bars {
		chart.Points = append(chart.Points, templates.ChartPoint{Label: b.Label.Text(ctx), Value: float64(b.Value),
			Text: strconv.Itoa(b.Value), Mark: b.Mark})
	}
	return chart
}
