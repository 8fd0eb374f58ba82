package report

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

const xbrlJSONType = "https://xbrl.org/2021/xbrl-json"

type jsonDoc struct {
	DocumentInfo struct {
		DocumentType string            `json:"documentType"`
		Namespaces   map[string]string `json:"namespaces"`
		Taxonomy     []string          `json:"taxonomy"`
	} `json:"documentInfo"`
	Facts map[string]jsonFact `json:"facts"`
}

type jsonFact struct {
	Value      *string           `json:"value"`
	Decimals   *int              `json:"decimals,omitempty"`
	Dimensions map[string]string `json:"dimensions"`
}

// WriteXBRLJSON writes the report as xBRL-JSON (the Open Information Model's JSON) against the
// taxonomy's entry point. Enumeration values are written as expanded names
// ("namespace#Local"), as the extensible enumerations specification says.
func WriteXBRLJSON(w io.Writer, r *Report) error {
	tax := taxonomy.Load()
	var doc jsonDoc
	doc.DocumentInfo.DocumentType = xbrlJSONType
	doc.DocumentInfo.Taxonomy = []string{tax.EntryPoint}
	ns := map[string]string{"ent": r.Entity.SchemeURI()}
	for _, p := range []string{"vsme", "utr", "iso4217", "xbrli", "country", "nace", "waste", "xbrl"} {
		ns[p] = tax.Namespaces[p]
	}
	ns["xbrl"] = "https://xbrl.org/2021"
	doc.DocumentInfo.Namespaces = ns
	doc.Facts = map[string]jsonFact{}
	facts := append([]Fact(nil), r.Facts...)
	sort.SliceStable(facts, func(i, j int) bool { return facts[i].Key() < facts[j].Key() })
	for i, f := range facts {
		c := tax.Concept(f.Concept)
		v := f.Value
		if c != nil && c.IsEnum() {
			v = expandMembers(tax, v)
		}
		dims := map[string]string{"concept": f.Concept, "entity": "ent:" + r.Entity.ID, "period": oimPeriod(f.Period)}
		if f.Unit != "" {
			dims["unit"] = f.Unit
		}
		for a, m := range f.Dims {
			dims[a] = m
		}
		doc.Facts[fmt.Sprintf("f%d", i+1)] = jsonFact{Value: &v, Decimals: f.Decimals, Dimensions: dims}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(doc)
}

func oimPeriod(p Period) string {
	if p.Start == "" {
		return dayAfter(p.End) + "T00:00:00"
	}
	return p.Start + "T00:00:00/" + dayAfter(p.End) + "T00:00:00"
}

func parseOIMPeriod(s string) (Period, bool) {
	a, b, dur := strings.Cut(s, "/")
	day := func(x string) string {
		x = strings.TrimSuffix(x, "T00:00:00")
		if len(x) != 10 {
			return ""
		}
		return x
	}
	if !dur {
		e := day(a)
		return Period{End: dayBefore(e)}, e != ""
	}
	st, e := day(a), day(b)
	return Period{Start: st, End: dayBefore(e)}, st != "" && e != ""
}

// expandMembers turns "vsme:A vsme:B" into "ns#A ns#B".
func expandMembers(tax *taxonomy.Taxonomy, v string) string {
	var out []string
	for _, m := range strings.Fields(v) {
		p, local, _ := strings.Cut(m, ":")
		out = append(out, tax.Namespaces[p]+"#"+local)
	}
	return strings.Join(out, " ")
}

// ReadXBRLJSON reads an xBRL-JSON report; facts that do not fit the taxonomy are listed as
// issues (keyed by fact id) and left out.
func ReadXBRLJSON(rd io.Reader) (*Report, []Issue, error) {
	tax := taxonomy.Load()
	var doc jsonDoc
	if err := json.NewDecoder(io.LimitReader(rd, 50<<20)).Decode(&doc); err != nil {
		return nil, nil, err
	}
	if doc.DocumentInfo.DocumentType != xbrlJSONType {
		return nil, []Issue{{Reason: ReasonNotTemplate}}, nil
	}
	r := &Report{Currency: "EUR"}
	periods := map[Period]int{}
	var issues []Issue
	ids := make([]string, 0, len(doc.Facts))
	for id := range doc.Facts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		jf := doc.Facts[id]
		f := Fact{Dims: map[string]string{}, Decimals: jf.Decimals, Source: id}
		if jf.Value != nil {
			f.Value = *jf.Value
		}
		for k, v := range jf.Dimensions {
			switch k {
			case "concept":
				f.Concept = v
			case "entity":
				p, idv, _ := strings.Cut(v, ":")
				r.Entity.ID = idv
				r.Entity.Scheme = SchemeFromURI(doc.DocumentInfo.Namespaces[p])
			case "period":
				p, ok := parseOIMPeriod(v)
				if !ok {
					issues = append(issues, Issue{Cell: id, Value: v, Reason: ReasonNoPeriod})
				}
				f.Period = p
			case "unit":
				f.Unit = v
				if cur, ok := strings.CutPrefix(v, "iso4217:"); ok {
					r.Currency = cur
				}
			case "language", "noteId":
			default:
				f.Dims[k] = v
			}
		}
		c := tax.Concept(f.Concept)
		if c != nil && c.IsEnum() {
			var ms []string
			for _, u := range strings.Fields(f.Value) {
				ms = append(ms, qnameOf(tax, u))
			}
			f.Value = strings.Join(ms, " ")
			if c.IsEnumSet() {
				f.Value = EnumSetValue(ms)
			}
		}
		if probs := checkFact(tax, f); len(probs) > 0 {
			issues = append(issues, Issue{Cell: id, Concept: f.Concept, Value: f.Value, Reason: ReasonBadFact})
			continue
		}
		if m := categoryDim(tax, f); m != "" {
			issues = append(issues, Issue{Cell: id, Concept: f.Concept, Value: m, Reason: ReasonCategory})
			continue
		}
		if f.Period.Start != "" && len(f.Dims) == 0 {
			periods[f.Period]++
		}
		r.Facts = append(r.Facts, f)
	}
	best := 0
	for p, n := range periods {
		if n > best || (n == best && p.End > r.Period.End) {
			r.Period, best = p, n
		}
	}
	r.Sort()
	return r, issues, nil
}

// categoryDim is the category a fact's explicit member is (a waste chapter, not a type), or ""
// (docs/vsme.md, "Import").
func categoryDim(tax *taxonomy.Taxonomy, f Fact) string {
	for _, m := range f.Dims {
		if tax.IsCategory(m) {
			return m
		}
	}
	return ""
}
