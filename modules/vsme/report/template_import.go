package report

import (
	"io"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

// Reasons an imported value is refused; the message is "vsme.issue.<reason>" in the module's
// i18n files.
const (
	ReasonNotNumber   = "not_number"
	ReasonNotBoolean  = "not_boolean"
	ReasonNotYear     = "not_year"
	ReasonNotDate     = "not_date"
	ReasonUnknownItem = "unknown_member"
	ReasonBadUnit     = "bad_unit"
	ReasonNoAxis      = "no_axis"
	ReasonNotTemplate = "not_template"
	ReasonNoPeriod    = "no_period"
	ReasonBadFact     = "bad_fact"
	// ReasonCategory: a table row names a category (a waste chapter or section) instead of a
	// type of the list; its values are left out (docs/vsme.md, "Import").
	ReasonCategory = "category_member"
)

const vsmePrefix = "vsme:"

// ImportWorkbook reads EFRAG's VSME digital template (versions 1.1.1 to 1.3.0) by its defined
// names: each name that is a concept's local name (optionally "_<Member>" for a member of the
// concept's axis) gives facts; "_unit" names give the unit chosen in the template; table rows take
// their typed identifier or axis member from the axis's named column (docs/vsme.md, "Import").
func ImportWorkbook(r io.Reader) (*Report, []Issue, error) {
	f, err := excelize.OpenReader(r)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	return readWorkbook(openWorkbook(f))
}

func readWorkbook(w *workbook) (*Report, []Issue, error) {
	tax := taxonomy.Load()
	var issues []Issue
	concepts := 0
	for name := range w.names {
		if c := tax.Concept(vsmePrefix + strings.SplitN(name, "_", 2)[0]); c != nil && !c.Abstract {
			concepts++
		}
	}
	if concepts == 0 {
		return nil, []Issue{{Reason: ReasonNotTemplate}}, nil
	}
	rep := &Report{
		Entity: Entity{
			Name:   w.first("template_reporting_entity_name"),
			Scheme: w.first("template_reporting_entity_identifier_scheme"),
			ID:     w.first("template_reporting_entity_identifier"),
		},
		Period: Period{
			Start: excelDate(w.first("template_reporting_period_startdate")),
			End:   excelDate(w.first("template_reporting_period_enddate")),
		},
		Currency: strings.ToUpper(w.first("template_currency")),
	}
	if rep.Currency == "" {
		rep.Currency = "EUR"
	}
	if rep.Period.End == "" {
		is := Issue{Reason: ReasonNoPeriod}
		if r, ok := w.names["template_reporting_period_enddate"]; ok {
			is.Sheet, is.Cell = r.Sheet, cellName(r.C1, r.R1)
		}
		issues = append(issues, is)
	}
	var vIssues []Issue
	rep.Template, vIssues = checkVersion(w)
	issues = append(issues, vIssues...)
	rd := &reader{w: w, tax: tax, rep: rep}
	for _, name := range w.sortedNames() {
		rd.readName(name)
	}
	issues = append(issues, rd.issues...)
	rep.Inputs = readInputs(w)
	rep.Sort()
	return rep, issues, nil
}

type reader struct {
	w      *workbook
	tax    *taxonomy.Taxonomy
	rep    *Report
	issues []Issue
}

func (rd *reader) issue(rng cellRange, col, row int, concept, value, reason string) {
	rd.issues = append(rd.issues, Issue{Sheet: rng.Sheet, Cell: cellName(col, row), Concept: concept, Value: value, Reason: reason})
}

func (rd *reader) readName(name string) {
	if strings.HasSuffix(name, "_unit") || strings.HasPrefix(name, "template_") || strings.HasPrefix(name, "enum_") {
		return
	}
	local, member := name, ""
	if i := strings.LastIndex(name, "_"); i > 0 && strings.HasSuffix(name, "Member") {
		local, member = name[:i], name[i+1:]
	}
	qn := vsmePrefix + local
	c := rd.tax.Concept(qn)
	if c == nil || c.Abstract || c.Dimension || c.Hypercube {
		return
	}
	rng := rd.w.names[name]
	base := Fact{Concept: qn, Dims: map[string]string{}, Period: rd.rep.Period}
	if c.PeriodType == "instant" {
		base.Period = Period{End: rd.rep.Period.End}
	}
	if member != "" {
		mq := vsmePrefix + member
		axis := rd.tax.AxisOfMember(qn, mq)
		if axis == "" {
			rd.issue(rng, rng.C1, rng.R1, qn, member, ReasonNoAxis)
			return
		}
		if rd.tax.Defaults[axis] != mq {
			base.Dims[axis] = mq
		}
		// Baseline and target year columns report the year named by the column's head.
		if yr, ok := rd.w.names[member]; ok {
			y := rd.w.raw(yr.Sheet, yr.C1, yr.R1)
			if _, err := strconv.Atoi(y); err != nil || len(y) != 4 {
				return
			}
			base.Period = Period{Start: y + "-01-01", End: y + "-12-31"}
		}
	}
	switch {
	case c.IsEnumSet():
		rd.readEnumSet(c, name, rng, base)
	case !rng.multiRow():
		rd.readCell(c, name, rng, rng.R1, base)
	default:
		for row := rng.R1; row <= rng.R2; row++ {
			f := base
			f.Dims = copyDims(base.Dims)
			if !rd.rowKey(c, rng, row, &f) {
				continue
			}
			rd.readCell(c, name, rng, row, f)
		}
	}
}

// rowKey fills the table row's typed identifier or explicit member; false skips the row.
func (rd *reader) rowKey(c *taxonomy.Concept, rng cellRange, row int, f *Fact) bool {
	keyed := false
	for _, axis := range rd.tax.TypedAxes(c.Name) {
		col, ok := rd.axisColumn(rng.Sheet, row, true)
		if !ok {
			continue
		}
		id := rd.w.raw(rng.Sheet, col, row)
		if id == "" {
			return false
		}
		f.Dims[axis] = id
		keyed = true
	}
	for axis, members := range rd.tax.ExplicitAxes(c.Name) {
		r, ok := rd.w.names[strings.TrimPrefix(axis, vsmePrefix)]
		if !ok || !r.covers(rng.Sheet, row) {
			continue
		}
		label := rd.w.raw(rng.Sheet, r.C1, row)
		if label == "" || label == "-" {
			return false
		}
		m, ok := rd.tax.ResolveMember(label, members)
		if !ok {
			rd.issue(r, r.C1, row, c.Name, label, ReasonUnknownItem)
			return false
		}
		if rd.tax.Defaults[axis] != m {
			f.Dims[axis] = m
		}
		keyed = true
	}
	return keyed
}

// axisColumn finds the column of a typed axis's named range covering the row.
func (rd *reader) axisColumn(sheet string, row int, typed bool) (int, bool) {
	for name, r := range rd.w.names {
		if strings.HasSuffix(name, "TypedAxis") != typed || !strings.HasSuffix(name, "Axis") {
			continue
		}
		if r.covers(sheet, row) {
			return r.C1, true
		}
	}
	return 0, false
}
