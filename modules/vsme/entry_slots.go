package vsme

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

// maxRows is how many rows one table of a form takes.
const maxRows = 300

// slot is one field of a form: a concept with its dimensions, under a field name.
type slot struct {
	Name   string
	Line   entryLine
	Dims   map[string]string
	Parent string // the field name of the answer it depends on, or ""
	Row    int    // rows: the row (from 0); -1 otherwise
	Member string // grid: the member
}

// rowsName is the hidden field with a table's row count; keyName a row's identifier or member.
func rowsName(g entryGroup) string       { return g.ID + ".rows" }
func keyName(g entryGroup, i int) string { return g.ID + "." + strconv.Itoa(i) + ".key" }
func cellName(g entryGroup, i int, c string) string {
	return g.ID + "." + strconv.Itoa(i) + "." + localName(c)
}

// rowCount is a table's rows as the form holds them.
func rowCount(f web.Form, g entryGroup) int {
	n, err := strconv.Atoi(f.Value(rowsName(g)))
	if err != nil || n < 0 {
		return 0
	}
	return min(n, maxRows)
}

// slots are a group's fields; a table's dimensions come from its rows' keys in the form.
func slots(g entryGroup, f web.Form) []slot {
	var out []slot
	switch g.Kind {
	case groupPlain:
		for _, l := range g.Lines {
			s := slot{Name: localName(l.Concept.Name), Line: l, Row: -1}
			if l.Parent != "" {
				s.Parent = localName(l.Parent)
			}
			out = append(out, s)
		}
	case groupGrid:
		for _, l := range g.Lines {
			for _, m := range g.Members {
				out = append(out, slot{Name: localName(l.Concept.Name) + "." + localName(m), Line: l,
					Dims: map[string]string{g.Axis: m}, Row: -1, Member: m})
			}
		}
	case groupRows:
		for i := range rowCount(f, g) {
			key := strings.TrimSpace(f.Value(keyName(g, i)))
			for _, l := range g.Lines {
				out = append(out, slot{Name: cellName(g, i, l.Concept.Name), Line: l, Dims: map[string]string{g.Axis: key}, Row: i})
			}
		}
	}
	return out
}

// findFact is the report's fact of a concept with exactly these dimensions and this period.
func findFact(r *report.Report, concept string, dims map[string]string, p report.Period) *report.Fact {
	for i := range r.Facts {
		f := &r.Facts[i]
		if f.Concept == concept && f.Period == p && len(f.Dims) == len(dims) {
			same := true
			for a, m := range dims {
				same = same && f.Dims[a] == m
			}
			if same {
				return f
			}
		}
	}
	return nil
}

// managed says whether a fact is one the group's form shows (and so replaces on save): a fact
// on another axis, or of a baseline or target year in a form without their columns, is left
// alone. The columns' facts, their totals too, are replaced whatever year they report (the
// totals are calculated again for the year now typed).
func managed(g entryGroup, f report.Fact, period report.Period) bool {
	var line *entryLine
	for i := range g.Lines {
		if g.Lines[i].Concept.Name == f.Concept {
			line = &g.Lines[i]
		}
	}
	if line != nil && g.Kind == groupGrid && len(f.Dims) == 1 && yearMember(f.Dims) != "" {
		return slices.Contains(g.Members, f.Dims[g.Axis])
	}
	if line == nil || line.Derived || f.Period != periodOf(line.Concept, period) {
		return false
	}
	switch g.Kind {
	case groupPlain:
		return len(f.Dims) == 0
	case groupGrid:
		for _, m := range g.Members {
			if len(f.Dims) == 1 && f.Dims[g.Axis] == m {
				return true
			}
		}
		return false
	}
	_, ok := f.Dims[g.Axis]
	return ok && len(f.Dims) == 1
}

// savedRows are a table's row keys in the report: typed identifiers in natural order, members
// in the domain's.
func savedRows(g entryGroup, r *report.Report) []string {
	seen := map[string]bool{}
	var keys []string
	for _, f := range r.Facts {
		if managed(g, f, r.Period) && !seen[f.Dims[g.Axis]] {
			seen[f.Dims[g.Axis]] = true
			keys = append(keys, f.Dims[g.Axis])
		}
	}
	order := map[string]int{}
	for i, m := range g.Members {
		order[m] = i
	}
	sort.SliceStable(keys, func(i, j int) bool {
		if !g.Typed {
			return order[keys[i]] < order[keys[j]]
		}
		a, errA := strconv.Atoi(keys[i])
		b, errB := strconv.Atoi(keys[j])
		if errA == nil && errB == nil {
			return a < b
		}
		return keys[i] < keys[j]
	})
	return keys
}

// fillForm puts the saved report into the form where nothing was typed: each table's rows
// (one empty row when it has none), each field's value and unit, and a profile's value where
// the report has none (marked as prefilled).
func fillForm(tax *taxonomy.Taxonomy, f *web.Form, groups []entryGroup, r *report.Report, prefill map[string]string) map[string]bool {
	prefilled := map[string]bool{}
	for _, g := range groups {
		if g.Kind == groupRows {
			keys := savedRows(g, r)
			n := max(len(keys), 1)
			f.Default(rowsName(g), strconv.Itoa(n))
			for i, k := range keys {
				f.Default(keyName(g, i), k)
			}
			if g.Typed && len(keys) == 0 {
				f.Default(keyName(g, 0), "1")
			}
		}
		for _, s := range slots(g, *f) {
			c := s.Line.Concept
			fact := slotFact(r, s)
			if fact == nil && s.Row < 0 && len(s.Dims) == 0 && prefill[c.Name] != "" &&
				!slices.Contains(r.Answered, c.Name) {
				if _, typed := f.Values[s.Name]; !typed {
					f.Set(s.Name, prefill[c.Name])
					prefilled[s.Name] = true
				}
			}
			f.Default(s.Name, formatEntry(c, fact))
			if fact != nil && c.Numeric {
				f.Default(s.Name+".unit", fact.Unit)
			}
		}
	}
	return prefilled
}

// markAnswered records the form's prefilled concepts as answered, even saved empty, so that
// the profile's value does not come back (docs/vsme.md, "Prefill").
func markAnswered(r *report.Report, groups []entryGroup, f web.Form, prefill map[string]string) {
	for _, g := range groups {
		for _, s := range slots(g, f) {
			n := s.Line.Concept.Name
			if s.Row < 0 && len(s.Dims) == 0 && prefill[n] != "" && !slices.Contains(r.Answered, n) {
				r.Answered = append(r.Answered, n)
			}
		}
	}
}

// shown says whether a slot is asked, given its parent's value in the form.
func shown(tax *taxonomy.Taxonomy, s slot, f web.Form) bool {
	return s.Parent == "" || applies(tax, s.Line.Parent, f.Value(s.Parent))
}
