package vsme

import (
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

// readPost reads a disclosure's posted form as typed: the tables' row counts and keys first
// (they name the cells), then every field and unit; a set of members comes as several values.
func readPost(c fiber.Ctx, groups []entryGroup) web.Form {
	f := web.NewForm()
	f.Set("version", c.FormValue("version"))
	for _, g := range groups {
		if g.Kind == groupRows {
			f.Set(rowsName(g), c.FormValue(rowsName(g)))
			for i := range rowCount(f, g) {
				f.Set(keyName(g, i), c.FormValue(keyName(g, i)))
				if hasFind(g) {
					f.Set(findName(g, i), c.FormValue(findName(g, i)))
					f.Set(foundName(g, i), c.FormValue(foundName(g, i)))
				}
			}
		}
		for _, s := range slots(g, f) {
			if s.Line.Derived {
				continue
			}
			if s.Line.Concept.IsEnumSet() {
				var ms []string
				for _, v := range c.Request().PostArgs().PeekMulti(s.Name) {
					ms = append(ms, string(v))
				}
				f.Set(s.Name, strings.Join(ms, " "))
			} else {
				f.Set(s.Name, c.FormValue(s.Name))
			}
			if s.Line.Concept.Numeric {
				f.Set(s.Name+".unit", c.FormValue(s.Name+".unit"))
			}
		}
	}
	for _, in := range inputsOf(groups) {
		f.Set(inputPrefix+in, c.FormValue(inputPrefix+in))
	}
	return f
}

// addRow and removeRow change a table of the form (nothing is saved until Save).
func addRow(f *web.Form, g entryGroup) {
	n := rowCount(*f, g)
	if n >= maxRows {
		return
	}
	f.Set(rowsName(g), strconv.Itoa(n+1))
	if g.Typed {
		f.Set(keyName(g, n), strconv.Itoa(n+1))
	}
}

func removeRow(f *web.Form, g entryGroup, row int) {
	n := rowCount(*f, g)
	if row < 0 || row >= n {
		return
	}
	for i := row; i < n-1; i++ {
		f.Set(keyName(g, i), f.Value(keyName(g, i+1)))
		f.Set(findName(g, i), f.Value(findName(g, i+1)))
		for _, l := range g.Lines {
			for _, sfx := range []string{"", ".unit"} {
				f.Set(cellName(g, i, l.Concept.Name)+sfx, f.Value(cellName(g, i+1, l.Concept.Name)+sfx))
			}
		}
	}
	delete(f.Values, keyName(g, n-1))
	delete(f.Values, findName(g, n-1))
	for _, l := range g.Lines {
		delete(f.Values, cellName(g, n-1, l.Concept.Name))
		delete(f.Values, cellName(g, n-1, l.Concept.Name)+".unit")
	}
	f.Set(rowsName(g), strconv.Itoa(n-1))
}

// readEntry checks every field of the form against its concept and returns the facts it
// makes, or the problems by field name in the form's order. A follow-up whose answer does not
// ask for it makes no fact.
func readEntry(tax *taxonomy.Taxonomy, groups []entryGroup, f web.Form, r *report.Report) ([]report.Fact, map[string]float64, web.FieldErrors) {
	var (
		facts []report.Fact
		errs  web.FieldErrors
	)
	for _, g := range groups {
		seen := map[string]bool{}
		for i := range rowCount(f, g) {
			if g.Kind != groupRows {
				break
			}
			key, kn := strings.TrimSpace(f.Value(keyName(g, i))), keyName(g, i)
			if rowEmpty(g, f, i) {
				continue
			}
			switch {
			case key == "" && g.Typed:
				errs.Add(kn, "vsme.entry.error.row_id", nil)
			case key == "":
				errs.Add(kn, "vsme.entry.error.row_member", nil)
			case seen[key]:
				errs.Add(kn, "vsme.entry.error.row_twice", nil)
			case !g.Typed && !memberOf(g, key):
				errs.Add(kn, "vsme.entry.error.choose", nil)
			case g.Typed:
				if v, m := parseText(tax.Concept(g.Axis), key); m != nil || len(v.Value) > 200 {
					errs.Add(kn, "vsme.entry.error.text", nil)
				}
			}
			seen[key] = true
		}
		for _, s := range slots(g, f) {
			if s.Line.Derived || !shown(tax, s, f) || (s.Row >= 0 && errs.Has(keyName(g, s.Row))) {
				continue
			}
			c := s.Line.Concept
			v, m := parseEntry(tax, c, f.Value(s.Name), f.Value(s.Name+".unit"), r.Currency)
			if m != nil {
				errs.Add(s.Name, m.Key, m.Data)
				continue
			}
			if v.Value == "" {
				continue
			}
			p, m := slotPeriod(tax, s, f, r)
			if m != nil {
				errs.Add(s.Name, m.Key, m.Data)
				continue
			}
			facts = append(facts, report.Fact{Concept: c.Name, Value: v.Value, Unit: v.Unit, Decimals: v.Decimals,
				Dims: s.Dims, Period: p, Source: "form"})
		}
	}
	inputs := map[string]float64{}
	for _, in := range inputsOf(groups) {
		raw := strings.TrimSpace(f.Value(inputPrefix + in))
		if raw == "" {
			continue
		}
		v, m := parseEntry(tax, inputConcept, raw, "", r.Currency)
		if m != nil {
			errs.Add(inputPrefix+in, m.Key, m.Data)
			continue
		}
		inputs[in], _ = strconv.ParseFloat(v.Value, 64)
	}
	return facts, inputs, errs
}

// rowEmpty says whether a row has nothing typed in its cells (its key alone does not count).
func rowEmpty(g entryGroup, f web.Form, i int) bool {
	for _, l := range g.Lines {
		if !l.Derived && strings.TrimSpace(f.Value(cellName(g, i, l.Concept.Name))) != "" {
			return false
		}
	}
	return true
}

func memberOf(g entryGroup, m string) bool {
	for _, x := range g.Members {
		if x == m {
			return true
		}
	}
	return false
}

// applyEntry puts a disclosure's facts into the report in place of those its form shows, sets
// its helper figures, and calculates the totals again.
func applyEntry(r *report.Report, groups []entryGroup, facts []report.Fact, inputs map[string]float64) {
	kept := r.Facts[:0]
	for _, f := range r.Facts {
		mine := false
		for _, g := range groups {
			mine = mine || managed(g, f, r.Period)
		}
		if !mine {
			kept = append(kept, f)
		}
	}
	r.Facts = append(kept, facts...)
	for _, in := range inputsOf(groups) {
		delete(r.Inputs, in)
		if v, ok := inputs[in]; ok {
			if r.Inputs == nil {
				r.Inputs = map[string]float64{}
			}
			r.Inputs[in] = v
		}
	}
	report.Calculate(r)
}
