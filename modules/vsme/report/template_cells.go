package report

// The template import's reading of one cell: its unit, value, set of members and accuracy
// (docs/vsme.md, "Import").

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

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
		v, ok := cellNumber(raw, c.ItemType() == "percentItemType")
		if !ok {
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
	// A row naming a category (a waste chapter) instead of a type: whether its waste is
	// hazardous is not known, so each of its values is listed and left out, of the totals too.
	if m := categoryDim(rd.tax, f); m != "" {
		rd.issue(rng, rng.C1, row, c.Name, strings.TrimSuffix(rd.tax.Label(m, "en"), " [member]"), ReasonCategory)
		return
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
		// The blank template's omitted disclosures list starts at "None": nothing chosen.
		if raw == "" || raw == "-" || strings.EqualFold(raw, "None") {
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
