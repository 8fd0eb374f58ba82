package report

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// tag writes the fact's ix element (enumerations go to ix:hidden, shown by their labels).
func (x *ixWriter) tag(c *taxonomy.Concept, f Fact) string {
	x.nFacts++
	id := fmt.Sprintf("f%d", x.nFacts)
	ctx := x.context(f)
	switch c.Kind() {
	case "number":
		v, _ := strconv.ParseFloat(f.Value, 64)
		sign := ""
		if v < 0 {
			sign, v = ` sign="-"`, -v
		}
		scale := 0
		if c.ItemType() == "percentItemType" {
			scale, v = -2, v*100
		}
		dec := ""
		if f.Decimals != nil {
			dec = fmt.Sprintf(` decimals="%d"`, *f.Decimals)
		} else {
			dec = ` decimals="INF"`
		}
		return fmt.Sprintf(`<ix:nonFraction id="%s" name="%s" contextRef="%s" unitRef="%s"%s scale="%d" format="ixt:num-dot-decimal"%s>%s</ix:nonFraction>`,
			id, f.Concept, ctx, x.unit(f.Unit), dec, scale, sign, esc(FormatNumber(v)))
	case "boolean":
		format, shown := "ixt:fixed-false", x.l.No
		if f.Value == "true" {
			format, shown = "ixt:fixed-true", x.l.Yes
		}
		return fmt.Sprintf(`<ix:nonNumeric id="%s" name="%s" contextRef="%s" format="%s">%s</ix:nonNumeric>`, id, f.Concept, ctx, format, esc(shown))
	case "enum":
		fmt.Fprintf(&x.hidden, `<ix:nonNumeric id="%s" name="%s" contextRef="%s">%s</ix:nonNumeric>`, id, f.Concept, ctx, esc(expandMembers(x.tax, f.Value)))
		var labels []string
		for _, m := range strings.Fields(f.Value) {
			labels = append(labels, strings.TrimSuffix(x.tax.Label(m, x.lang), " [member]"))
		}
		return fmt.Sprintf(`<span style="-ix-hidden:%s">%s</span>`, id, esc(strings.Join(labels, ", ")))
	default:
		return fmt.Sprintf(`<ix:nonNumeric id="%s" name="%s" contextRef="%s" class="t">%s</ix:nonNumeric>`, id, f.Concept, ctx, esc(f.Value))
	}
}

// context returns the id of the fact's context, writing it on first use.
func (x *ixWriter) context(f Fact) string {
	axes := make([]string, 0, len(f.Dims))
	for a := range f.Dims {
		axes = append(axes, a)
	}
	sort.Strings(axes)
	key := f.Period.Start + "/" + f.Period.End
	for _, a := range axes {
		key += "|" + a + "=" + f.Dims[a]
	}
	if id, ok := x.contexts[key]; ok {
		return id
	}
	id := fmt.Sprintf("c%d", len(x.contexts)+1)
	x.contexts[key] = id
	b := &x.resources
	fmt.Fprintf(b, `<xbrli:context id="%s"><xbrli:entity><xbrli:identifier scheme="%s">%s</xbrli:identifier></xbrli:entity><xbrli:period>`,
		id, esc(x.r.Entity.SchemeURI()), esc(x.r.Entity.ID))
	if f.Period.Start == "" {
		fmt.Fprintf(b, `<xbrli:instant>%s</xbrli:instant>`, f.Period.End)
	} else {
		fmt.Fprintf(b, `<xbrli:startDate>%s</xbrli:startDate><xbrli:endDate>%s</xbrli:endDate>`, f.Period.Start, f.Period.End)
	}
	b.WriteString(`</xbrli:period>`)
	if len(axes) > 0 {
		b.WriteString(`<xbrli:scenario>`)
		for _, a := range axes {
			if ac := x.tax.Concept(a); ac != nil && ac.Other.TypedElement != "" {
				el := ac.Other.TypedElement
				fmt.Fprintf(b, `<xbrldi:typedMember dimension="%s"><%s>%s</%s></xbrldi:typedMember>`, a, el, esc(f.Dims[a]), el)
				continue
			}
			fmt.Fprintf(b, `<xbrldi:explicitMember dimension="%s">%s</xbrldi:explicitMember>`, a, esc(f.Dims[a]))
		}
		b.WriteString(`</xbrli:scenario>`)
	}
	b.WriteString(`</xbrli:context>`)
	return id
}

// unit returns the id of a unit, writing it on first use.
func (x *ixWriter) unit(u string) string {
	if id, ok := x.units[u]; ok {
		return id
	}
	id := fmt.Sprintf("u%d", len(x.units)+1)
	x.units[u] = id
	if num, den, ok := strings.Cut(u, "/"); ok {
		fmt.Fprintf(&x.resources, `<xbrli:unit id="%s"><xbrli:divide><xbrli:unitNumerator><xbrli:measure>%s</xbrli:measure></xbrli:unitNumerator><xbrli:unitDenominator><xbrli:measure>%s</xbrli:measure></xbrli:unitDenominator></xbrli:divide></xbrli:unit>`, id, num, den)
	} else {
		fmt.Fprintf(&x.resources, `<xbrli:unit id="%s"><xbrli:measure>%s</xbrli:measure></xbrli:unit>`, id, u)
	}
	return id
}
