// Package report is a VSME report as XBRL facts: the model the module stores per reporting year,
// what the digital template and xBRL-JSON import into, what the calculations fill in and what the
// exports write (docs/vsme.md).
package report

import (
	"sort"
	"strconv"
	"strings"
)

// Period is a duration (Start and End) or an instant (End only), as ISO dates.
type Period struct {
	Start string `json:"start,omitempty"`
	End   string `json:"end"`
}

// Fact is one reported value of a taxonomy concept.
type Fact struct {
	Concept string `json:"concept"`
	// Value is the XBRL lexical value: numbers in plain decimal notation, booleans "true" or
	// "false", enumerations as space-separated member QNames, text as written.
	Value string `json:"value"`
	// Unit is a unit QName ("utr:MWh", "iso4217:EUR", "xbrli:pure") or "num/den" for a ratio.
	Unit     string `json:"unit,omitempty"`
	Decimals *int   `json:"decimals,omitempty"`
	// Dims maps an axis to its member QName (explicit) or its value (typed).
	Dims   map[string]string `json:"dims,omitempty"`
	Period Period            `json:"period"`
	// Source says where the value came from: "Sheet!C12" on import, "calc" when computed,
	// "profile" when prefilled.
	Source string `json:"source,omitempty"`
}

// Entity is who reports.
type Entity struct {
	Name string `json:"name"`
	// Scheme is "LEI" or a national identifier scheme name; ID the identifier.
	Scheme string `json:"scheme"`
	ID     string `json:"id"`
}

// Report is the facts of one reporting period.
type Report struct {
	Entity   Entity `json:"entity"`
	Period   Period `json:"period"`
	Currency string `json:"currency"`
	Facts    []Fact `json:"facts"`
	// Answered are the prefilled concepts a form has saved, even empty: the profile's value is
	// not offered again for them (docs/vsme.md, "Prefill").
	Answered []string `json:"answered,omitempty"`
	// Inputs are the template's helper figures that are not taxonomy concepts but feed its
	// calculations (employees who left, hours worked, hourly pay...), keyed by the Input* names.
	Inputs map[string]float64 `json:"inputs,omitempty"`
	// Template is the digital template's version an imported workbook states ("1.3.0"), ""
	// for a report not imported from one (docs/vsme.md, "Import").
	Template string `json:"template,omitempty"`
}

// Key identifies a fact's aspects apart from its value: concept, dimensions, period and unit.
func (f Fact) Key() string {
	var b strings.Builder
	b.WriteString(f.Concept)
	axes := make([]string, 0, len(f.Dims))
	for a := range f.Dims {
		axes = append(axes, a)
	}
	sort.Strings(axes)
	for _, a := range axes {
		b.WriteString("|" + a + "=" + f.Dims[a])
	}
	b.WriteString("|" + f.Period.Start + "/" + f.Period.End)
	b.WriteString("|" + f.Unit)
	return b.String()
}

// Number is the fact's numeric value.
func (f Fact) Number() (float64, bool) {
	v, err := strconv.ParseFloat(f.Value, 64)
	return v, err == nil
}

// FormatNumber writes a number in plain decimal notation.
func FormatNumber(v float64) string {
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// Find returns the fact with the concept and dimensions (nil dims: none), or nil.
func (r *Report) Find(concept string, dims map[string]string) *Fact {
	for i := range r.Facts {
		f := &r.Facts[i]
		if f.Concept == concept && sameDims(f.Dims, dims) && f.Period == r.Period {
			return f
		}
	}
	return nil
}

// Set puts a fact in, replacing the one with the same key.
func (r *Report) Set(f Fact) {
	for i := range r.Facts {
		if r.Facts[i].Key() == f.Key() {
			r.Facts[i] = f
			return
		}
	}
	r.Facts = append(r.Facts, f)
}

// Sort orders the facts by key so that output is stable.
func (r *Report) Sort() {
	sort.SliceStable(r.Facts, func(i, j int) bool { return r.Facts[i].Key() < r.Facts[j].Key() })
}

func sameDims(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// Issue is a value that could not be read, with where it was and why.
type Issue struct {
	Sheet   string `json:"sheet,omitempty"`
	Cell    string `json:"cell,omitempty"`
	Concept string `json:"concept,omitempty"`
	Value   string `json:"value,omitempty"`
	// Reason is one of the Reason* constants.
	Reason string `json:"reason"`
}

func intp(i int) *int { return &i }
