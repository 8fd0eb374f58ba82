package vsme

import (
	"context"
	"strconv"
	"strings"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// entryViews lays the form's groups out for the page, with every field's label in the form
// (the error summary names them).
func entryViews(ctx context.Context, tax *taxonomy.Taxonomy, groups []entryGroup, f *web.Form, r *report.Report,
	prefilled map[string]bool, l string) []views.EntryGroup {
	if f.Labels == nil {
		f.Labels = map[string]string{}
	}
	var out []views.EntryGroup
	for _, g := range groups {
		vg := views.EntryGroup{ID: g.ID, Title: g.Title}
		ss := slots(g, *f)
		if g.Kind == groupRows {
			vg.IsRows, vg.RowsName, vg.RowsCount, vg.AddValue = true, rowsName(g), f.Value(rowsName(g)), "add:"+g.ID
			for i := range rowCount(*f, g) {
				legend := web.T(ctx, "vsme.entry.row", map[string]any{"N": i + 1})
				row := views.EntryRow{Legend: legend, RemoveValue: "remove:" + g.ID + ":" + strconv.Itoa(i),
					Key: keyField(ctx, tax, g, i, l)}
				row.Find = rowFind(ctx, tax, g, i, f, &row.Key, l)
				f.Labels[row.Key.Name] = legend + ": " + row.Key.Label
				for _, s := range ss {
					if s.Row == i {
						ef := entryField(ctx, tax, s, r, l)
						f.Labels[s.Name] = legend + ": " + ef.Label
						row.Cells = append(row.Cells, ef)
					}
				}
				vg.Rows = append(vg.Rows, row)
			}
		}
		for _, s := range ss {
			when := shownWhen(tax, s, *f)
			if g.Kind == groupRows || (when == "" && !shown(tax, s, *f)) {
				continue
			}
			ef := entryField(ctx, tax, s, r, l)
			if s.Member != "" {
				ef.Label += " — " + memberLabel(tax, s.Member, l)
			}
			ef.Prefilled, ef.Indent = prefilled[s.Name], s.Parent != ""
			ef.ShownWhen, ef.Hidden = when, !shown(tax, s, *f)
			f.Labels[s.Name] = ef.Label
			vg.Fields = append(vg.Fields, ef)
		}
		for _, in := range roleInputs[g.ID] {
			label := web.T(ctx, "vsme.input."+in)
			f.Labels[inputPrefix+in] = label
			vg.Fields = append(vg.Fields, views.EntryField{Name: inputPrefix + in, Label: label, Kind: "number"})
		}
		out = append(out, vg)
	}
	return out
}

// entryField is one slot's control.
func entryField(ctx context.Context, tax *taxonomy.Taxonomy, s slot, r *report.Report, l string) views.EntryField {
	c := s.Line.Concept
	ef := views.EntryField{Name: s.Name, Label: c.Label(l)}
	if c.Ref != nil && c.Ref.URI != "" {
		ef.RefHref, ef.RefText = c.Ref.URI, refText(c.Ref)
	}
	if s.Line.Derived {
		ef.Kind = "calc"
		if fact := slotFact(r, s); fact != nil {
			ef.Calc = displayValue(ctx, tax, *fact, l)
			ef.Unit = displayUnit(c, fact.Unit)
		}
		return ef
	}
	switch c.Kind() {
	case "number":
		ef.Kind = "number"
		units := entryUnits(tax, c, r.Currency)
		if len(units) > 1 {
			ef.UnitName = s.Name + ".unit"
			for _, u := range units {
				ef.Units = append(ef.Units, templates.Option{Value: u, Label: displayUnit(c, u)})
			}
		} else {
			ef.Unit = displayUnit(c, units[0])
		}
	case "boolean":
		ef.Kind = "yesno"
	case "date":
		ef.Kind = "date"
	case "year":
		ef.Kind = "year"
	case "enum":
		ef.Kind = "select"
		if c.IsEnumSet() {
			ef.Kind = "checks"
			if len(c.Other.DomainMembers) > 20 {
				ef.Kind = "multi"
			}
		}
		for _, m := range c.Other.DomainMembers {
			ef.Options = append(ef.Options, templates.Option{Value: m, Label: memberLabel(tax, m, l)})
		}
	default:
		ef.Kind = "text"
		if strings.Contains(c.DataType, "textBlock") {
			ef.Kind = "textarea"
		}
	}
	return ef
}

// keyField is a table row's identifier (a typed axis) or its member (an explicit one).
func keyField(ctx context.Context, tax *taxonomy.Taxonomy, g entryGroup, i int, l string) views.EntryField {
	label := strings.TrimSuffix(strings.TrimSuffix(tax.Label(g.Axis, l), " [typed axis]"), " [axis]")
	ef := views.EntryField{Name: keyName(g, i), Label: label, Kind: "text"}
	if !g.Typed {
		ef.Kind = "select"
		ef.Options, _ = memberOptions(tax, g, "", "", l)
	}
	return ef
}

func memberLabel(tax *taxonomy.Taxonomy, m, l string) string {
	return strings.TrimSuffix(tax.Label(m, l), " [member]")
}

// refText names the standard's paragraph: "B1 §24 e i".
func refText(r *taxonomy.Reference) string {
	s := strings.TrimSpace(r.Number + " §" + r.Paragraph)
	for _, p := range []string{r.Subparagraph, r.Clause} {
		if p != "" {
			s += " " + p
		}
	}
	return s
}
