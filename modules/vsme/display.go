package vsme

import (
	"context"
	"math"
	"sort"
	"strconv"
	"strings"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
	"greenconnect/modules/vsme/views"
)

// rowKey matches a fact across years: concept and dimensions (the period differs).
func rowKey(f report.Fact) string {
	g := f
	g.Period, g.Unit = report.Period{}, ""
	return g.Key()
}

// displayValue writes a fact's value for a person: numbers rounded to their decimals (percentages
// ×100), booleans as yes or no, members by their labels.
func displayValue(ctx context.Context, tax *taxonomy.Taxonomy, f report.Fact, l string) string {
	c := tax.Concept(f.Concept)
	if c == nil {
		return f.Value
	}
	switch c.Kind() {
	case "number":
		v, ok := f.Number()
		if !ok {
			return f.Value
		}
		dec := 2
		if f.Decimals != nil {
			dec = *f.Decimals
		}
		if c.ItemType() == "percentItemType" {
			v, dec = v*100, 2
		}
		if dec > 7 {
			dec = 7
		}
		if v == math.Trunc(v) {
			dec = 0
		}
		return strconv.FormatFloat(v, 'f', dec, 64)
	case "boolean":
		if f.Value == "true" {
			return web.T(ctx, "vsme.yes")
		}
		return web.T(ctx, "vsme.no")
	case "enum":
		var ls []string
		for _, m := range strings.Fields(f.Value) {
			ls = append(ls, strings.TrimSuffix(tax.Label(m, l), " [member]"))
		}
		return strings.Join(ls, ", ")
	}
	return f.Value
}

// displayUnit is a unit's symbol for a person.
func displayUnit(c *taxonomy.Concept, unit string) string {
	if c != nil && c.ItemType() == "percentItemType" {
		return "%"
	}
	if unit == "" || unit == "xbrli:pure" {
		return ""
	}
	parts := strings.Split(unit, "/")
	for i, p := range parts {
		_, parts[i], _ = strings.Cut(p, ":")
	}
	return strings.ReplaceAll(strings.Join(parts, " / "), "sqm", "m²")
}

// breakdown names a fact's dimensions and, for a baseline or target year, its period.
func breakdown(tax *taxonomy.Taxonomy, f report.Fact, period report.Period, l string) string {
	var out []string
	for a, m := range f.Dims {
		label := m
		if mc := tax.Concept(m); mc != nil {
			label = strings.TrimSuffix(mc.Label(l), " [member]")
		}
		out = append(out, strings.TrimSuffix(tax.Label(a, l), " [axis]")+": "+label)
	}
	sort.Strings(out)
	if f.Period.Start != "" && f.Period != period {
		out = append(out, f.Period.Start[:4])
	}
	return strings.Join(out, "; ")
}

// sections lays the facts out by the taxonomy's presentation roles (one section a disclosure
// table, in the taxonomy's order), each fact once, with the earlier years' values beside.
func sections(ctx context.Context, r *report.Report, earlier []*report.Report, l string) []views.Section {
	tax := taxonomy.Load()
	earlierVals := make([]map[string]string, len(earlier))
	for i, e := range earlier {
		earlierVals[i] = map[string]string{}
		for _, f := range e.Facts {
			earlierVals[i][rowKey(f)] = displayValue(ctx, tax, f, l)
		}
	}
	done := make([]bool, len(r.Facts))
	var out []views.Section
	for _, role := range tax.Roles {
		sec := views.Section{ID: "r" + role.Order, Title: role.Labels[l]}
		if sec.Title == "" {
			sec.Title = role.Definition
		}
		for _, row := range role.Rows {
			for i, f := range r.Facts {
				if done[i] || f.Concept != row.Concept {
					continue
				}
				done[i] = true
				c := tax.Concept(f.Concept)
				vr := views.Row{Label: c.Label(l), Breakdown: breakdown(tax, f, r.Period, l), Value: displayValue(ctx, tax, f, l),
					Unit: displayUnit(c, f.Unit), Calculated: f.Source == "calc"}
				if c.Ref != nil && c.Ref.URI != "" {
					vr.RefHref, vr.RefText = c.Ref.URI, c.Ref.Number+" §"+c.Ref.Paragraph
				}
				for _, ev := range earlierVals {
					vr.Earlier = append(vr.Earlier, ev[rowKey(f)])
				}
				sec.Rows = append(sec.Rows, vr)
			}
		}
		if len(sec.Rows) > 0 {
			out = append(out, sec)
		}
	}
	return out
}
