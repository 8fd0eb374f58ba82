package report

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// ConverterFact is one fact as EFRAG's converter lists what it read from a digital template:
// concept, displayed value and its aspects (units, decimals, numeric-scale, transform,
// hidden-value, axes).
type ConverterFact struct {
	Concept string            `json:"concept"`
	Value   string            `json:"value"`
	Aspects map[string]string `json:"aspects"`
}

// ParseConverterFacts reads the converter's facts file into facts of this package's model, so
// that an import can be compared with it. Periods named by a column ("BaselineYearMember") are
// resolved with years, keyed by that name.
func ParseConverterFacts(b []byte, period Period, years map[string]string) ([]Fact, error) {
	var doc struct {
		Facts []ConverterFact `json:"facts"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	tax := taxonomy.Load()
	out := make([]Fact, 0, len(doc.Facts))
	for _, cf := range doc.Facts {
		f := Fact{Concept: cf.Concept, Value: cf.Value, Dims: map[string]string{}, Period: period}
		a := cf.Aspects
		if c := tax.Concept(cf.Concept); c != nil && c.PeriodType == "instant" {
			f.Period = Period{End: period.End}
		}
		if y, ok := years[a["period"]]; ok {
			f.Period = Period{Start: y + "-01-01", End: y + "-12-31"}
		}
		f.Unit = unquote(a["units"])
		if cu := unquote(a["complex-units"]); cu != "" {
			f.Unit = cu
		}
		if d := unquote(a["decimals"]); d != "" {
			if n, err := strconv.Atoi(d); err == nil {
				f.Decimals = intp(n)
			}
		}
		for k, v := range a {
			switch {
			case strings.HasPrefix(k, "typed "):
				v = unquote(v)
				if i := strings.Index(v, ">"); i >= 0 {
					v = v[i+1:]
				}
				if i := strings.Index(v, "<"); i >= 0 {
					v = v[:i]
				}
				f.Dims[strings.TrimPrefix(k, "typed ")] = v
			case strings.HasSuffix(k, "Axis"):
				f.Dims[k] = v
			}
		}
		switch {
		case a["transform"] == "fixed-true":
			f.Value = "true"
		case a["transform"] == "fixed-false":
			f.Value = "false"
		case a["hidden-value"] != "":
			var ms []string
			for _, uri := range strings.Fields(unquote(a["hidden-value"])) {
				ms = append(ms, qnameOf(tax, uri))
			}
			f.Value = EnumSetValue(ms)
		case a["numeric-scale"] != "":
			s, _ := strconv.Atoi(unquote(a["numeric-scale"]))
			v, err := strconv.ParseFloat(f.Value, 64)
			if err == nil {
				f.Value = FormatNumber(v * math.Pow10(s))
			}
		}
		out = append(out, f)
	}
	return out, nil
}

func unquote(s string) string { return strings.Trim(s, `"`) }

// qnameOf turns "namespace#Local" into "prefix:Local" with the taxonomy's namespaces.
func qnameOf(tax *taxonomy.Taxonomy, uri string) string {
	ns, local, ok := strings.Cut(uri, "#")
	if !ok {
		return uri
	}
	for p, u := range tax.Namespaces {
		if u == ns {
			return p + ":" + local
		}
	}
	return uri
}
