package report

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
)

const sampleXLSX = "testdata/VSME-Digital-Template-Sample-1.3.0.xlsx"

// sampleImport is the sample workbook imported once per test process: reading it is most of
// a test's CPU here, and the result depends only on the file (docs/conventions.md, "Tests").
var sampleImport = sync.OnceValues(func() (sampleResult, error) {
	fh, err := os.Open(sampleXLSX)
	if err != nil {
		return sampleResult{}, err
	}
	defer fh.Close()
	rep, issues, err := ImportWorkbook(fh)
	return sampleResult{rep, issues}, err
})

type sampleResult struct {
	rep    *Report
	issues []Issue
}

// importSample is the imported sample, a copy of its own for each call (tests change it).
func importSample(t *testing.T) *Report {
	t.Helper()
	res, err := sampleImport()
	if err != nil {
		t.Fatal(err)
	}
	for _, is := range res.issues {
		t.Errorf("issue: %+v", is)
	}
	return cloneReport(res.rep)
}

// cloneReport is a deep copy of r.
func cloneReport(r *Report) *Report {
	c := *r
	c.Facts = make([]Fact, len(r.Facts))
	for i, f := range r.Facts {
		f.Dims = maps.Clone(f.Dims)
		if f.Decimals != nil {
			d := *f.Decimals
			f.Decimals = &d
		}
		c.Facts[i] = f
	}
	if r.Facts == nil {
		c.Facts = nil
	}
	c.Answered = slices.Clone(r.Answered)
	c.Inputs = maps.Clone(r.Inputs)
	return &c
}

// The sample workbook imports to exactly the facts EFRAG's converter reads from it.
func TestImportSampleMatchesConverterFacts(t *testing.T) {
	rep := importSample(t)
	if rep.Entity.Name != "Company XYZ" || rep.Entity.Scheme != "LEI" || rep.Entity.ID != "TestCode1234" {
		t.Errorf("entity = %+v", rep.Entity)
	}
	if rep.Period != (Period{Start: "2026-01-01", End: "2026-12-31"}) || rep.Currency != "EUR" {
		t.Errorf("period = %+v currency %q", rep.Period, rep.Currency)
	}
	b, err := os.ReadFile("testdata/VSME-Digital-Template-Sample-1.3.0.facts.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := ParseConverterFacts(b, rep.Period, map[string]string{"BaselineYearMember": "2020", "TargetYearMember": "2030"})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 144 {
		t.Fatalf("converter facts = %d, want 144", len(want))
	}
	if d := Diff(rep.Facts, want); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
}

// Each importSample is a copy of its own: a test that changes its report leaves the next
// one the sample as read.
func TestImportSampleGivesACopy(t *testing.T) {
	before, err := json.Marshal(importSample(t))
	if err != nil {
		t.Fatal(err)
	}
	a := importSample(t)
	Calculate(a)
	a.Facts[0].Value = "changed"
	for _, f := range a.Facts {
		for k := range f.Dims {
			f.Dims[k] = "changed"
		}
		if f.Decimals != nil {
			*f.Decimals = 99
		}
	}
	a.Answered = append(a.Answered, "changed")
	if a.Inputs != nil {
		a.Inputs["changed"] = 1
	}
	after, err := json.Marshal(importSample(t))
	if err != nil {
		t.Fatal(err)
	}
	if string(after) != string(before) {
		t.Fatal("a change to one imported sample shows in the next")
	}
}
