package report

import (
	"os"
	"strings"
	"testing"
)

const sampleXLSX = "testdata/VSME-Digital-Template-Sample-1.3.0.xlsx"

func importSample(t *testing.T) *Report {
	t.Helper()
	fh, err := os.Open(sampleXLSX)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	rep, issues, err := ImportWorkbook(fh)
	if err != nil {
		t.Fatal(err)
	}
	for _, is := range issues {
		t.Errorf("issue: %+v", is)
	}
	return rep
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
