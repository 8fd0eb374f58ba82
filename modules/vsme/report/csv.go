package report

import (
	"encoding/csv"
	"io"
	"sort"
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// WriteCSV writes one fact a row: disclosure, concept, English label, value, unit, decimals,
// period and dimensions ("axis=member" joined by "; ").
func WriteCSV(w io.Writer, r *Report, lang string) error {
	tax := taxonomy.Load()
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"disclosure", "concept", "label", "value", "unit", "decimals", "period_start", "period_end", "dimensions", "entity_scheme", "entity_id"})
	for _, f := range r.Facts {
		c := tax.Concept(f.Concept)
		disc, label := "", f.Concept
		if c != nil {
			disc, label = c.Disclosure(), c.Label(lang)
		}
		dec := ""
		if f.Decimals != nil {
			dec = strconv.Itoa(*f.Decimals)
		}
		var dims []string
		for a, m := range f.Dims {
			dims = append(dims, a+"="+m)
		}
		sort.Strings(dims)
		if err := cw.Write([]string{disc, f.Concept, label, csvSafe(f.Value), f.Unit, dec, f.Period.Start, f.Period.End,
			strings.Join(dims, "; "), r.Entity.Scheme, r.Entity.ID}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// csvSafe keeps a spreadsheet from reading a text as a formula.
func csvSafe(s string) string {
	if s != "" && strings.ContainsRune("=+@", rune(s[0])) {
		return "'" + s
	}
	return s
}
