package taxonomy

import "strings"

// UnitByQName finds a registry unit by its prefixed name ("utr:MWh", "iso4217:EUR", "xbrli:pure").
func (t *Taxonomy) UnitByQName(q string) (Unit, bool) {
	prefix, id, ok := strings.Cut(q, ":")
	if !ok {
		return Unit{}, false
	}
	ns := t.Namespaces[prefix]
	for _, u := range t.Units {
		if u.ID == id && u.NSUnit == ns {
			return u, true
		}
	}
	return Unit{}, false
}

// UnitFits says whether a unit (a QName, or "num/den" for a ratio) fits the concept's data type,
// the rule the Units Registry states with its item types.
func (t *Taxonomy) UnitFits(c *Concept, unit string) bool {
	if !c.Numeric {
		return unit == ""
	}
	item := c.ItemType()
	if num, den, ok := strings.Cut(unit, "/"); ok {
		nu, ok1 := t.UnitByQName(num)
		du, ok2 := t.UnitByQName(den)
		if !ok1 || !ok2 {
			return false
		}
		for _, u := range t.Units {
			if u.ItemType == item && u.Numerator != "" && u.Numerator == nu.ItemType && u.Denominator == du.ItemType {
				return true
			}
		}
		return false
	}
	u, ok := t.UnitByQName(unit)
	if !ok {
		return false
	}
	switch item {
	case "decimalItemType", "integerItemType", "nonNegativeIntegerItemType":
		// Plain numbers carry xbrli:pure in the VSME template.
		return u.ItemType == "pureItemType" || u.ID == "pure"
	case "percentItemType":
		return u.ID == "pure"
	}
	return u.ItemType == item
}

// DefaultUnit is the unit the template reports a concept in when the user chose none.
func (t *Taxonomy) DefaultUnit(c *Concept, currency string) string {
	switch c.ItemType() {
	case "monetaryItemType":
		return "iso4217:" + currency
	case "ghgEmissionsItemType":
		return "utr:tCO2e"
	case "energyItemType":
		return "utr:MWh"
	case "massItemType":
		return "utr:t"
	case "volumeItemType":
		return "utr:m3"
	case "areaItemType":
		return "utr:sqm"
	case "ghgEmissionsPerMonetaryItemType":
		return "utr:tCO2e/iso4217:" + currency
	}
	if c.Numeric {
		return "xbrli:pure"
	}
	return ""
}

// TablesOf lists the hypercubes (across roles) that have the concept among their primary items.
func (t *Taxonomy) TablesOf(qname string) []Hypercube {
	var out []Hypercube
	for _, role := range t.Tables {
		for _, hc := range role {
			for _, pi := range hc.PrimaryItems {
				if n, _ := pi[1].(string); n == qname {
					out = append(out, hc)
					break
				}
			}
		}
	}
	return out
}

// AxisOfMember finds the explicit axis on which a concept may take member, or "".
func (t *Taxonomy) AxisOfMember(qname, member string) string {
	for _, hc := range t.TablesOf(qname) {
		for axis, ms := range hc.Explicit {
			for _, m := range ms {
				if m == member {
					return axis
				}
			}
		}
	}
	return ""
}

// MemberAllowed says whether member belongs to axis for the concept (or is the axis default).
func (t *Taxonomy) MemberAllowed(qname, axis, member string) bool {
	if t.Defaults[axis] == member {
		return true
	}
	for _, hc := range t.TablesOf(qname) {
		for _, m := range hc.Explicit[axis] {
			if m == member {
				return true
			}
		}
	}
	return false
}

// TypedAxes lists the typed axes of the concept's tables.
func (t *Taxonomy) TypedAxes(qname string) []string {
	var out []string
	for _, hc := range t.TablesOf(qname) {
		out = append(out, hc.Typed...)
	}
	return out
}

// ExplicitAxes lists the explicit axes of the concept's tables with their members.
func (t *Taxonomy) ExplicitAxes(qname string) map[string][]string {
	out := map[string][]string{}
	for _, hc := range t.TablesOf(qname) {
		for a, ms := range hc.Explicit {
			out[a] = append(out[a], ms...)
		}
	}
	return out
}
