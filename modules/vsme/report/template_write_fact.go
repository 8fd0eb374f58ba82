package report

import (
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// write puts one fact in its cell; false when the template has no cell for it.
func (t *tplWriter) write(f Fact) bool {
	c := t.tax.Concept(f.Concept)
	if c == nil {
		return false
	}
	local := strings.TrimPrefix(f.Concept, vsmePrefix)
	name, rest := t.nameFor(local, f.Dims)
	rg, ok := t.wb.names[name]
	if !ok {
		return false
	}
	if strings.HasSuffix(name, "YearMember") {
		// The baseline or target year heads its column.
		if yr, ok := t.wb.names[name[strings.LastIndex(name, "_")+1:]]; ok && len(f.Period.Start) >= 4 {
			y, _ := strconv.Atoi(f.Period.Start[:4])
			t.set(yr.Sheet, yr.C1, yr.R1, y)
		}
	}
	if c.IsEnumSet() {
		return t.writeSet(c, rg, f)
	}
	row := rg.R1
	if rg.multiRow() {
		var ok bool
		if row, ok = t.rowFor(c, rg, rest); !ok {
			return false
		}
	} else if len(rest) > 0 {
		return false
	}
	t.writeValue(c, name, rg.Sheet, rg.C1, row, f)
	return true
}

// nameFor picks the defined name of the concept for the dimensions: "Local_Member" for a
// member with its own cell, else "Local"; rest are the dimensions the table row must carry.
func (t *tplWriter) nameFor(local string, dims map[string]string) (string, map[string]string) {
	rest := copyDims(dims)
	for a, m := range dims {
		n := local + "_" + strings.TrimPrefix(m, vsmePrefix)
		if _, ok := t.wb.names[n]; ok {
			delete(rest, a)
			return n, rest
		}
	}
	if _, ok := t.wb.names[local]; !ok {
		if _, ok := t.wb.names[local+"_CurrentlyStatedMember"]; ok && len(dims) == 0 {
			return local + "_CurrentlyStatedMember", rest
		}
		for a := range t.tax.ExplicitAxes(vsmePrefix + local) {
			if def := t.tax.Defaults[a]; def != "" {
				if n := local + "_" + strings.TrimPrefix(def, vsmePrefix); t.wb.names[n] != (cellRange{}) && len(dims) == 0 {
					return n, rest
				}
			}
		}
	}
	return local, rest
}

// rowFor finds (or takes the first free) table row for the dimensions, writing its key.
func (t *tplWriter) rowFor(c *taxonomy.Concept, rg cellRange, dims map[string]string) (int, bool) {
	for axis, v := range dims {
		if ac := t.tax.Concept(axis); ac != nil && ac.Other.TypedElement != "" {
			col, ok := (&reader{w: t.wb, tax: t.tax}).axisColumn(rg.Sheet, rg.R1, true)
			if !ok {
				return 0, false
			}
			return t.keyRow(rg, col, v, func(s string) bool { return s == v }, v)
		}
		ar, ok := t.wb.names[strings.TrimPrefix(axis, vsmePrefix)]
		if !ok || !ar.covers(rg.Sheet, rg.R1) {
			return 0, false
		}
		members := t.tax.ExplicitAxes(c.Name)[axis]
		text := t.textFor(ar.Sheet, ar.C1, rg.R1, v, members)
		return t.keyRow(rg, ar.C1, text, func(s string) bool {
			m, ok := t.tax.ResolveMember(s, []string{v})
			return ok && m == v && t.tax.LabelMatches(s, v) || s == text
		}, text)
	}
	return 0, false
}

func (t *tplWriter) keyRow(rg cellRange, col int, _ string, match func(string) bool, write string) (int, bool) {
	free := 0
	for row := rg.R1; row <= rg.R2; row++ {
		s := t.wb.raw(rg.Sheet, col, row)
		if s != "" && match(s) {
			return row, true
		}
		if s == "" && free == 0 {
			free = row
		}
	}
	if free == 0 {
		return 0, false
	}
	t.set(rg.Sheet, col, free, write)
	return free, true
}

func (t *tplWriter) writeValue(c *taxonomy.Concept, name, sheet string, col, row int, f Fact) {
	switch c.Kind() {
	case "number":
		v, _ := strconv.ParseFloat(f.Value, 64)
		t.set(sheet, col, row, v)
		if ur, ok := t.wb.names[name+"_unit"]; ok {
			urow := ur.R1
			if ur.multiRow() {
				urow = row
			}
			text := unitTexts[f.Unit]
			for _, e := range t.listFor(ur.Sheet, ur.C1, urow) {
				if unitFromText(e) == f.Unit {
					text = e
					break
				}
			}
			if text != "" {
				t.set(ur.Sheet, ur.C1, urow, text)
			}
		}
	case "boolean":
		b := f.Value == "true"
		list := t.listFor(sheet, col, row)
		if len(list) > 0 && strings.EqualFold(list[0], "yes") || len(list) > 1 && strings.EqualFold(list[1], "yes") {
			t.set(sheet, col, row, map[bool]string{true: "YES", false: "NO"}[b])
			return
		}
		t.set(sheet, col, row, b)
	case "year":
		y, _ := strconv.Atoi(f.Value)
		t.set(sheet, col, row, y)
	case "enum":
		t.set(sheet, col, row, t.textFor(sheet, col, row, f.Value, c.Other.DomainMembers))
	default:
		t.set(sheet, col, row, f.Value)
	}
}

// writeSet ticks the members of a set in a check-box grid, or lists them one a row.
func (t *tplWriter) writeSet(c *taxonomy.Concept, rg cellRange, f Fact) bool {
	chosen := map[string]bool{}
	for _, m := range strings.Fields(f.Value) {
		chosen[m] = true
	}
	var cells [][2]int
	if rg.multiRow() {
		for row := rg.R1; row <= rg.R2; row++ {
			cells = append(cells, [2]int{rg.C1, row})
		}
	} else {
		for col := rg.C1; col <= rg.C2; col++ {
			cells = append(cells, [2]int{col, rg.R1})
		}
	}
	if len(t.listFor(rg.Sheet, cells[0][0], cells[0][1])) == 0 {
		for i, m := range c.Other.DomainMembers {
			if i < len(cells) {
				t.set(rg.Sheet, cells[i][0], cells[i][1], chosen[m])
			}
		}
		return true
	}
	i := 0
	for _, m := range strings.Fields(f.Value) {
		if i >= len(cells) {
			return false
		}
		t.set(rg.Sheet, cells[i][0], cells[i][1], t.textFor(rg.Sheet, cells[i][0], cells[i][1], m, c.Other.DomainMembers))
		i++
	}
	return true
}

// unitTexts are the template's English unit names, for unit cells that offer no list.
var unitTexts = map[string]string{"utr:kg": "kilograms (kg)", "utr:t": "metric tonnes (t)", "utr:m3": "cubic meters (m3)",
	"utr:sqm": "squared meters (m2)", "utr:ha": "hectares (ha)"}
