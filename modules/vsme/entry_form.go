package vsme

import (
	"strings"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
	"greenconnect/modules/vsme/views"
)

// Disclosures are the basic module's disclosures, each a form (docs/vsme.md, "Forms").
var Disclosures = []string{"B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11"}

// gridMax is how many members an explicit axis may have to be a fixed grid (energy:
// renewable and non-renewable); more (pollutants, waste types, countries) make a table whose
// rows each choose their member.
const gridMax = 4

// Group kinds of a disclosure's form.
const (
	groupPlain = "plain" // one field a concept
	groupGrid  = "grid"  // concepts × the few members of an explicit axis
	groupRows  = "rows"  // rows of a typed axis (an identifier) or of a long explicit axis (a member)
)

// entryLine is one concept of a group.
type entryLine struct {
	Concept *taxonomy.Concept
	// Parent is the concept whose answer the line depends on ("" for none): a boolean asks it
	// when yes, an enumeration when its "other" member is chosen.
	Parent  string
	Derived bool
}

// entryGroup is one presentation role of a disclosure as a part of its form.
type entryGroup struct {
	ID      string // "g" + the role's order, the prefix of its rows' field names
	Title   string
	Kind    string
	Axis    string   // grid and rows: the axis
	Typed   bool     // rows: the axis is typed (the row names its identifier)
	Members []string // grid and rows of an explicit axis: the members to choose from
	// Heads maps a member to the member above it in the role (a waste type to its chapter):
	// a heading that cannot be chosen groups the list (docs/vsme.md, "Forms").
	Heads map[string]string
	Lines []entryLine
	// Extra: a role of another disclosure the digital template asks here (templateRoles); it
	// does not count in the disclosure's completion.
	Extra bool
}

// entryGroups lays a disclosure's form out from the taxonomy's presentation roles, in order.
func entryGroups(tax *taxonomy.Taxonomy, code, lang string) []entryGroup {
	var out []entryGroup
	for _, role := range tax.Roles {
		extra := extraRole(code, role)
		if role.Disclosure != code && !extra {
			continue
		}
		g := entryGroup{ID: "g" + role.Order, Title: role.Labels[lang], Kind: groupPlain, Extra: extra}
		if g.Title == "" {
			g.Title = role.Definition
		}
		// The nearest non-abstract concept at each depth: a deeper line depends on it.
		parents := map[int]string{}
		memberAt := map[int]string{}
		axisDepth := -1
		for _, row := range role.Rows {
			c := tax.Concept(row.Concept)
			if c == nil {
				continue
			}
			if axisDepth >= 0 && row.Depth > axisDepth {
				if head := memberAt[row.Depth-1]; head != "" {
					if g.Heads == nil {
						g.Heads = map[string]string{}
					}
					g.Heads[c.Name] = head
				}
				memberAt[row.Depth] = c.Name
				if !g.Typed && c.Name != tax.Defaults[g.Axis] && strings.HasSuffix(c.Name, "Member") || strings.HasPrefix(c.Name, "country:") {
					g.Members = append(g.Members, c.Name)
				}
				continue
			}
			axisDepth = -1
			if c.Dimension {
				g.Axis, axisDepth = c.Name, row.Depth
				g.Typed = c.Other.TypedElement != ""
				continue
			}
			if c.Abstract || c.Hypercube {
				delete(parents, row.Depth)
				continue
			}
			line := entryLine{Concept: c, Derived: report.DerivedConcepts[c.Name]}
			for d := row.Depth - 1; d >= 0; d-- {
				if p, ok := parents[d]; ok {
					line.Parent = p
					break
				}
			}
			parents[row.Depth] = c.Name
			for d := range parents {
				if d > row.Depth {
					delete(parents, d)
				}
			}
			g.Lines = append(g.Lines, line)
		}
		switch {
		case g.Axis == "":
		case g.Typed:
			g.Kind = groupRows
		case len(g.Members) == 0:
			// Only the axis default (the currently stated scope): plain fields without dimension.
			g.Axis = ""
		case len(g.Members) <= gridMax:
			g.Kind = groupGrid
		default:
			g.Kind = groupRows
			g.Members = allowedMembers(tax, g)
		}
		if len(g.Lines) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// allowedMembers keeps the members a table's lines may take (a long domain lists headings too).
func allowedMembers(tax *taxonomy.Taxonomy, g entryGroup) []string {
	var out []string
	for _, m := range g.Members {
		if len(g.Lines) > 0 && tax.MemberAllowed(g.Lines[0].Concept.Name, g.Axis, m) {
			out = append(out, m)
		}
	}
	return out
}

// applies says whether a line depending on parent is asked, given the parent's saved or typed
// value: a yes, or an enumeration's "other" member.
func applies(tax *taxonomy.Taxonomy, parent, value string) bool {
	c := tax.Concept(parent)
	if c == nil {
		return true
	}
	switch c.Kind() {
	case "boolean":
		return value == "true"
	case "enum":
		for _, m := range strings.Fields(value) {
			if strings.Contains(m, "Other") {
				return true
			}
		}
		return false
	}
	return strings.TrimSpace(value) != ""
}

// periodOf is the period a concept's fact takes in a report: the reporting period, or its end
// for an instant.
func periodOf(c *taxonomy.Concept, p report.Period) report.Period {
	if c.PeriodType == "instant" {
		return report.Period{End: p.End}
	}
	return p
}

// localName is a QName's part after the colon.
func localName(q string) string {
	_, l, _ := strings.Cut(q, ":")
	return l
}

// completion is, for each disclosure, how many of the datapoints its form asks (calculated ones
// and follow-ups not asked left out) have a value in the report.
func completion(r *report.Report, year int, l string) []views.Completion {
	tax := taxonomy.Load()
	var out []views.Completion
	for _, code := range Disclosures {
		d := views.Completion{Code: code, Href: EntryPath(year, code)}
		for _, g := range entryGroups(tax, code, l) {
			if g.Extra {
				continue
			}
			for _, line := range g.Lines {
				if line.Derived {
					continue
				}
				if line.Parent != "" {
					if p := findFact(r, line.Parent, nil, periodOf(tax.Concept(line.Parent), r.Period)); p == nil || !applies(tax, line.Parent, p.Value) {
						continue
					}
				}
				d.Total++
				for _, f := range r.Facts {
					if f.Concept == line.Concept.Name && managed(g, f, r.Period) {
						d.Filled++
						break
					}
				}
			}
		}
		out = append(out, d)
	}
	return out
}

// shownWhen is how the page shows a follow-up at once when its answer changes (docs/vsme.md,
// "Forms"): "<id of the answer's control>=<values that ask it>", the values applies accepts (a
// yes; an enumeration's "Other…" members). "" for a line without answer, or whose answer is a
// set of check boxes (asked after the save only).
func shownWhen(tax *taxonomy.Taxonomy, s slot, f web.Form) string {
	p := tax.Concept(s.Line.Parent)
	if s.Parent == "" || p == nil || p.IsEnumSet() {
		return ""
	}
	switch p.Kind() {
	case "boolean":
		return f.ID(s.Parent) + "=true"
	case "enum":
		var ms []string
		for _, m := range p.Other.DomainMembers {
			if applies(tax, p.Name, m) {
				ms = append(ms, m)
			}
		}
		if len(ms) > 0 {
			return f.ID(s.Parent) + "=" + strings.Join(ms, "|")
		}
	}
	return ""
}
