package report

import (
	"fmt"
	"io"
	"regexp"
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

var unitInParens = regexp.MustCompile(`\(([^()]+)\)\s*$`)

// unitOf reads the unit the template's "_unit" cell names for the row, or the concept's default.
func (rd *reader) unitOf(c *taxonomy.Concept, name string, row int) (string, cellRange, bool) {
	ur, ok := rd.w.names[name+"_unit"]
	if !ok {
		return rd.tax.DefaultUnit(c, rd.rep.Currency), cellRange{}, true
	}
	urow := ur.R1
	if ur.multiRow() {
		urow = row
	}
	u := unitFromText(rd.w.raw(ur.Sheet, ur.C1, urow))
	if u == "" {
		return rd.tax.DefaultUnit(c, rd.rep.Currency), ur, true
	}
	return u, cellRange{Sheet: ur.Sheet, C1: ur.C1, R1: urow, C2: ur.C1, R2: urow}, true
}

// unitFromText reads a unit the template writes as "metric tonnes (t)" or "squared meters (m2)".
func unitFromText(text string) string {
	m := unitInParens.FindStringSubmatch(text)
	sym := text
	if m != nil {
		sym = m[1]
	}
	switch s := strings.TrimSpace(sym); strings.ToLower(s) {
	case "", "-":
		return ""
	case "m2", "m²":
		return "utr:sqm"
	case "m3", "m³":
		return "utr:m3"
	case "hectares", "ha":
		return "utr:ha"
	default:
		return "utr:" + s
	}
}

// sharedRange says whether another concept's name targets the same cells (mass and volume
// columns of the waste and material tables), so that a unit that fits only the other is no issue.
func (rd *reader) sharedRange(name string) bool {
	r := rd.w.names[name]
	for n, o := range rd.w.names {
		if n != name && o == r && !strings.HasSuffix(n, "_unit") && rd.tax.Concept(vsmePrefix+n) != nil {
			return true
		}
	}
	return false
}

func (rd *reader) readCell(c *taxonomy.Concept, name string, rng cellRange, row int, f Fact) {
	raw := rd.w.raw(rng.Sheet, rng.C1, row)
	if raw == "" || raw == "-" {
		return
	}
	f.Source = fmt.Sprintf("%s!%s", rng.Sheet, cellName(rng.C1, row))
	switch c.Kind() {
	case "number":
		v, err := strconv.ParseFloat(strings.ReplaceAll(raw, ",", ""), 64)
		if err != nil {
			rd.issue(rng, rng.C1, row, c.Name, raw, ReasonNotNumber)
			return
		}
		unit, ur, _ := rd.unitOf(c, name, row)
		if !rd.tax.UnitFits(c, unit) {
			if !rd.sharedRange(name) {
				rd.issue(ur, ur.C1, ur.R1, c.Name, unit, ReasonBadUnit)
			}
			return
		}
		f.Value, f.Unit, f.Decimals = FormatNumber(v), unit, intp(decimalsFor(c))
	case "boolean":
		b, ok := parseBool(raw)
		if !ok {
			rd.issue(rng, rng.C1, row, c.Name, raw, ReasonNotBoolean)
			return
		}
		f.Value = b
	case "year":
		if _, err := strconv.Atoi(raw); err != nil || len(raw) != 4 {
			rd.issue(rng, rng.C1, row, c.Name, raw, ReasonNotYear)
			return
		}
		f.Value = raw
	case "date":
		d := excelDate(raw)
		if d == "" {
			rd.issue(rng, rng.C1, row, c.Name, raw, ReasonNotDate)
			return
		}
		f.Value = d
	case "enum":
		m, ok := rd.tax.ResolveMember(raw, c.Other.DomainMembers)
		if !ok {
			rd.issue(rng, rng.C1, row, c.Name, raw, ReasonUnknownItem)
			return
		}
		f.Value = m
	default:
		f.Value = raw
	}
	rd.rep.Set(f)
}

// readEnumSet reads a set either from a list of labels (one a row) or from a grid of check boxes
// whose rows (or columns, for a single row) follow the order of the domain's members.
func (rd *reader) readEnumSet(c *taxonomy.Concept, name string, rng cellRange, f Fact) {
	members := c.Other.DomainMembers
	var cells [][2]int
	if rng.multiRow() {
		for row := rng.R1; row <= rng.R2; row++ {
			cells = append(cells, [2]int{rng.C1, row})
		}
	} else {
		for col := rng.C1; col <= rng.C2; col++ {
			cells = append(cells, [2]int{col, rng.R1})
		}
	}
	var chosen []string
	for i, cell := range cells {
		raw := rd.w.raw(rng.Sheet, cell[0], cell[1])
		if raw == "" || raw == "-" {
			continue
		}
		if b, ok := parseBool(raw); ok && !strings.EqualFold(raw, "yes") && !strings.EqualFold(raw, "no") {
			if b == "true" && i < len(members) {
				chosen = append(chosen, members[i])
			}
			continue
		}
		m, ok := rd.tax.ResolveMember(raw, members)
		if !ok {
			rd.issue(rng, cell[0], cell[1], c.Name, raw, ReasonUnknownItem)
			continue
		}
		chosen = append(chosen, m)
	}
	if len(chosen) == 0 {
		return
	}
	f.Value = EnumSetValue(chosen)
	f.Source = fmt.Sprintf("%s!%s", rng.Sheet, cellName(rng.C1, rng.R1))
	rd.rep.Set(f)
}

func parseBool(s string) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "yes", "vrai", "oui":
		return "true", true
	case "0", "false", "no", "faux", "non":
		return "false", true
	}
	return "", false
}

// decimalsFor is the accuracy the template reports a concept with.
func decimalsFor(c *taxonomy.Concept) int {
	switch c.ItemType() {
	case "percentItemType":
		return 4
	case "ghgEmissionsPerMonetaryItemType":
		return 7
	}
	return 2
}

func copyDims(d map[string]string) map[string]string {
	out := make(map[string]string, len(d))
	for k, v := range d {
		out[k] = v
	}
	return out
}
