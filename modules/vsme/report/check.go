package report

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

var (
	yearRe = regexp.MustCompile(`^-?\d{4}$`)
	dateRe = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// Check lists what in the facts the taxonomy does not allow: an unknown or abstract concept, a
// value that does not fit the data type, a period of the wrong type, a unit that is not in the
// registry or does not fit, a member that does not belong to its axis, an axis the concept's
// tables do not have.
func Check(tax *taxonomy.Taxonomy, facts []Fact) []string {
	var out []string
	for _, f := range facts {
		for _, p := range checkFact(tax, f) {
			out = append(out, f.Key()+": "+p)
		}
	}
	return out
}

func checkFact(tax *taxonomy.Taxonomy, f Fact) []string {
	c := tax.Concept(f.Concept)
	if c == nil {
		return []string{"unknown concept"}
	}
	var out []string
	if c.Abstract || c.Dimension || c.Hypercube {
		out = append(out, "abstract concept")
	}
	if msg := checkValue(tax, c, f.Value); msg != "" {
		out = append(out, msg)
	}
	instant := f.Period.Start == ""
	if instant != (c.PeriodType == "instant") {
		out = append(out, "period type is not "+c.PeriodType)
	}
	if !dateRe.MatchString(f.Period.End) || (!instant && !dateRe.MatchString(f.Period.Start)) {
		out = append(out, "bad period")
	}
	if c.Numeric {
		if f.Unit == "" || !tax.UnitFits(c, f.Unit) {
			out = append(out, "unit "+f.Unit+" does not fit "+c.DataType)
		}
	} else if f.Unit != "" {
		out = append(out, "unit on a non-numeric fact")
	}
	typed := map[string]bool{}
	for _, a := range tax.TypedAxes(f.Concept) {
		typed[a] = true
	}
	explicit := tax.ExplicitAxes(f.Concept)
	for axis, m := range f.Dims {
		switch {
		case typed[axis]:
			if strings.TrimSpace(m) == "" {
				out = append(out, "empty typed member on "+axis)
			}
		case explicit[axis] != nil:
			if !tax.MemberAllowed(f.Concept, axis, m) || tax.Defaults[axis] == m {
				out = append(out, fmt.Sprintf("member %s does not belong to %s", m, axis))
			}
		default:
			out = append(out, "axis "+axis+" is not in the concept's tables")
		}
	}
	return out
}

func checkValue(tax *taxonomy.Taxonomy, c *taxonomy.Concept, v string) string {
	switch c.Kind() {
	case "number":
		if _, err := strconv.ParseFloat(v, 64); err != nil || strings.ContainsAny(v, "eE") {
			return "value is not a decimal number"
		}
		if strings.Contains(c.BaseDataType, "nteger") && strings.Contains(v, ".") {
			return "value is not an integer"
		}
	case "boolean":
		if v != "true" && v != "false" {
			return "value is not a boolean"
		}
	case "year":
		if !yearRe.MatchString(v) {
			return "value is not a year"
		}
	case "date":
		if !dateRe.MatchString(v) {
			return "value is not a date"
		}
	case "enum":
		ms := strings.Fields(v)
		if len(ms) == 0 || (!c.IsEnumSet() && len(ms) > 1) {
			return "value is not one member"
		}
		allowed := map[string]bool{}
		for _, m := range c.Other.DomainMembers {
			allowed[m] = true
		}
		for _, m := range ms {
			if !allowed[m] {
				return "member " + m + " is not in the concept's domain"
			}
		}
	}
	return ""
}
