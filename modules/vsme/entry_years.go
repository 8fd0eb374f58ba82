package vsme

import (
	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

// templateRoles are the roles of another disclosure that EFRAG's digital template asks in a
// basic disclosure's table: C3's base and target year and their emissions are the two columns
// beside B3's reporting year (docs/vsme.md, "Baseline and target years"); C3's actions towards
// the targets and its transition plan follow them on the template's sheet, and so on B3's form.
var templateRoles = map[string][]string{"B3": {"1230", "1240", "1250", "1260"}}

// yearConcepts names, for each column member of the reporting scopes axis, the datapoint that
// holds its year: a fact of the baseline column reports the base year, not the reporting one.
var yearConcepts = map[string]string{
	"vsme:BaselineYearMember": "vsme:GreenhouseGasEmissionReductionTargetBaseYear",
	"vsme:TargetYearMember":   "vsme:GreenhouseGasEmissionReductionTargetYear",
}

// extraRole says whether a role of another disclosure is asked in code's form.
func extraRole(code string, role *taxonomy.Role) bool {
	for _, o := range templateRoles[code] {
		if role.Order == o {
			return true
		}
	}
	return false
}

// yearMember is the baseline or target member among a fact's dimensions, or "".
func yearMember(dims map[string]string) string {
	for _, m := range dims {
		if yearConcepts[m] != "" {
			return m
		}
	}
	return ""
}

// yearPeriod is the calendar year a baseline or target column reports, as the import reads
// the column's head.
func yearPeriod(y string) report.Period {
	return report.Period{Start: y + "-01-01", End: y + "-12-31"}
}

// slotFact is the report's fact a field shows: for a baseline or target column, the fact of
// its member whatever year it reports.
func slotFact(r *report.Report, s slot) *report.Fact {
	c := s.Line.Concept
	if yearMember(s.Dims) == "" {
		return findFact(r, c.Name, s.Dims, periodOf(c, r.Period))
	}
	for i := range r.Facts {
		f := &r.Facts[i]
		if f.Concept == c.Name && sameDims(f.Dims, s.Dims) {
			return f
		}
	}
	return nil
}

// slotPeriod is the period of the fact a field makes: a baseline or target column takes the
// year typed in its year field; without a valid one, the field is refused.
func slotPeriod(tax *taxonomy.Taxonomy, s slot, f web.Form, r *report.Report) (report.Period, *web.Msg) {
	m := yearMember(s.Dims)
	if m == "" {
		return periodOf(s.Line.Concept, r.Period), nil
	}
	yc := tax.Concept(yearConcepts[m])
	v, bad := parseEntry(tax, yc, f.Value(localName(yc.Name)), "", r.Currency)
	if bad != nil || v.Value == "" {
		return report.Period{}, msg("vsme.entry.error.column_year", nil)
	}
	return yearPeriod(v.Value), nil
}

func sameDims(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
