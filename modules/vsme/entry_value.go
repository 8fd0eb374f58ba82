package vsme

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

// Limits of what a form field takes (docs/vsme.md, "Forms").
const (
	maxText      = 1000  // a string datapoint (a name, an address, a link)
	maxTextBlock = 20000 // a description
	maxDigits    = 15    // digits before the decimal point: beyond, a float no longer holds it
	maxDecimals  = 6
)

var numberRe = regexp.MustCompile(`^-?\d+(\.\d+)?$`)

// entryValue is a value read from a form field, ready to be a fact.
type entryValue struct {
	Value    string
	Unit     string
	Decimals *int
}

// parseEntry checks what was typed for a concept against its data type and turns it into the
// fact's lexical value, converting a number from the unit chosen into the concept's unit
// (kWh into MWh, kg into t). An empty value is ok and means no fact. The error is a message
// id with its data.
func parseEntry(tax *taxonomy.Taxonomy, c *taxonomy.Concept, raw, unit, currency string) (entryValue, *web.Msg) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return entryValue{}, nil
	}
	switch c.Kind() {
	case "number":
		return parseNumber(tax, c, raw, unit, currency)
	case "boolean":
		if raw != "true" && raw != "false" {
			return entryValue{}, msg("vsme.entry.error.yes_no", nil)
		}
		return entryValue{Value: raw}, nil
	case "year":
		if y, err := strconv.Atoi(raw); err != nil || len(raw) != 4 || y < 1900 {
			return entryValue{}, msg("vsme.entry.error.year", nil)
		}
		return entryValue{Value: raw}, nil
	case "date":
		if _, err := time.Parse(time.DateOnly, raw); err != nil {
			return entryValue{}, msg("vsme.entry.error.date", nil)
		}
		return entryValue{Value: raw}, nil
	case "enum":
		allowed := map[string]bool{}
		for _, m := range c.Other.DomainMembers {
			allowed[m] = true
		}
		ms := strings.Fields(raw)
		if !c.IsEnumSet() && len(ms) > 1 {
			return entryValue{}, msg("vsme.entry.error.choose", nil)
		}
		for _, m := range ms {
			if !allowed[m] {
				return entryValue{}, msg("vsme.entry.error.choose", nil)
			}
		}
		return entryValue{Value: report.EnumSetValue(ms)}, nil
	}
	return parseText(c, raw)
}

func parseText(c *taxonomy.Concept, raw string) (entryValue, *web.Msg) {
	if !utf8.ValidString(raw) {
		return entryValue{}, msg("vsme.entry.error.text", nil)
	}
	for _, r := range raw {
		if unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' {
			return entryValue{}, msg("vsme.entry.error.text", nil)
		}
	}
	max := maxText
	if strings.Contains(c.DataType, "textBlock") {
		max = maxTextBlock
	}
	if utf8.RuneCountInString(raw) > max {
		return entryValue{}, msg("form.error.too_long", map[string]any{"Max": max})
	}
	return entryValue{Value: raw}, nil
}

// normNumber reads a number as people type it: spaces and apostrophes between thousands, a
// decimal comma.
func normNumber(raw string) (string, bool) {
	s := strings.Map(func(r rune) rune {
		if r == '\'' || r == '’' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, raw)
	if strings.Contains(s, ",") {
		if strings.Contains(s, ".") || strings.Count(s, ",") > 1 {
			return "", false
		}
		s = strings.Replace(s, ",", ".", 1)
	}
	return s, numberRe.MatchString(s)
}

func parseNumber(tax *taxonomy.Taxonomy, c *taxonomy.Concept, raw, unit, currency string) (entryValue, *web.Msg) {
	s, ok := normNumber(raw)
	if !ok {
		return entryValue{}, msg("vsme.entry.error.number", nil)
	}
	if strings.HasPrefix(s, "-") {
		return entryValue{}, msg("vsme.entry.error.negative", nil)
	}
	whole, frac, _ := strings.Cut(s, ".")
	if len(strings.TrimLeft(whole, "0")) > maxDigits {
		return entryValue{}, msg("vsme.entry.error.too_large", nil)
	}
	if strings.Contains(c.BaseDataType, "nteger") && strings.Trim(frac, "0") != "" {
		return entryValue{}, msg("vsme.entry.error.integer", nil)
	}
	if len(frac) > maxDecimals {
		return entryValue{}, msg("vsme.entry.error.decimals", map[string]any{"Max": maxDecimals})
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) {
		return entryValue{}, msg("vsme.entry.error.number", nil)
	}
	base := tax.DefaultUnit(c, currency)
	dec := len(frac)
	if c.ItemType() == "percentItemType" {
		v, dec = v/100, dec+2
	}
	if unit != "" && unit != base {
		ok := false
		for _, u := range report.UnitsLike(base) {
			ok = ok || u == unit
		}
		conv, fits := report.Convert(v, unit, base)
		if !ok || !fits {
			return entryValue{}, msg("vsme.entry.error.unit", nil)
		}
		// Round away the float's noise: the conversion adds at most 9 places (g into t).
		v, dec = conv, dec+9
		s := strconv.FormatFloat(v, 'f', dec, 64)
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		_, f, _ := strings.Cut(s, ".")
		v, _ = strconv.ParseFloat(s, 64)
		dec = len(f)
	}
	return entryValue{Value: report.FormatNumber(v), Unit: base, Decimals: &dec}, nil
}

func msg(key string, data map[string]any) *web.Msg { return &web.Msg{Key: key, Data: data} }

// entryUnits are the units a number may be typed in: the concept's and its kind's others
// (MWh: kWh, GWh, GJ; t: kg), the first being the concept's.
func entryUnits(tax *taxonomy.Taxonomy, c *taxonomy.Concept, currency string) []string {
	base := tax.DefaultUnit(c, currency)
	out := []string{base}
	for _, u := range report.UnitsLike(base) {
		if u != base {
			out = append(out, u)
		}
	}
	return out
}

// formatEntry writes a saved fact's value back into its field: numbers in plain notation
// (percentages ×100), the rest as stored.
func formatEntry(c *taxonomy.Concept, f *report.Fact) string {
	if f == nil {
		return ""
	}
	if c.ItemType() == "percentItemType" {
		if v, ok := f.Number(); ok {
			return strconv.FormatFloat(v*100, 'f', -1, 64)
		}
	}
	return f.Value
}
