package report

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"greenconnect/modules/vsme/taxonomy"
)

// Every fact of the sample fits the taxonomy, and Check catches what does not.
func TestCheckSampleAndBadFacts(t *testing.T) {
	rep := importSample(t)
	tax := taxonomy.Load()
	if probs := Check(tax, rep.Facts); len(probs) > 0 {
		t.Errorf("sample facts:\n%s", strings.Join(probs, "\n"))
	}
	p := rep.Period
	bad := []Fact{
		{Concept: "vsme:NoSuchThing", Value: "1", Period: p},
		{Concept: "vsme:EstimatedGreenhouseGasEmissionsAbstract", Value: "1", Period: p},
		{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "ten", Unit: "utr:tCO2e", Period: p},
		{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "10", Unit: "utr:MWh", Period: p},
		{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "10", Unit: "utr:tCO2e", Period: Period{End: p.End}},
		{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "10", Unit: "utr:nope", Period: p},
		{Concept: "vsme:EnergyConsumptionFromFuels", Value: "1", Unit: "utr:MWh", Period: p, Dims: map[string]string{axisEnergy: "vsme:BaselineYearMember"}},
		{Concept: "vsme:BasisForReporting", Value: "vsme:HeadcountMember", Period: p},
		{Concept: "vsme:UndertakingAppliesCircularEconomyPrinciples", Value: "YES", Period: p},
	}
	for _, f := range bad {
		if len(Check(tax, []Fact{f})) == 0 {
			t.Errorf("Check passed %+v", f)
		}
	}
}

// import → xBRL-JSON → import gives the same facts, and every exported fact fits the taxonomy.
func TestXBRLJSONRoundTrip(t *testing.T) {
	rep := importSample(t)
	var buf bytes.Buffer
	if err := WriteXBRLJSON(&buf, rep); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd"`) {
		t.Error("no entry point")
	}
	back, issues, err := ReadXBRLJSON(&buf)
	if err != nil || len(issues) > 0 {
		t.Fatalf("read back: %v %+v", err, issues)
	}
	if back.Period != rep.Period || back.Entity.ID != rep.Entity.ID || back.Entity.Scheme != "LEI" || back.Currency != "EUR" {
		t.Errorf("back = %+v %+v %q", back.Period, back.Entity, back.Currency)
	}
	if d := Diff(back.Facts, rep.Facts); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	if probs := Check(taxonomy.Load(), back.Facts); len(probs) > 0 {
		t.Errorf("exported facts:\n%s", strings.Join(probs, "\n"))
	}
}

func TestWriteCSV(t *testing.T) {
	rep := importSample(t)
	var buf bytes.Buffer
	if err := WriteCSV(&buf, rep, "fr"); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(rep.Facts)+1 {
		t.Fatalf("rows = %d, facts %d", len(rows), len(rep.Facts))
	}
	found := false
	for _, r := range rows {
		if r[1] == "vsme:GrossScope1GreenhouseGasEmissions" && r[3] == "100" && r[4] == "utr:tCO2e" && r[0] == "B3" && strings.HasPrefix(r[2], "Émissions") {
			found = true
		}
	}
	if !found {
		t.Error("scope 1 row missing or not in French")
	}
}

var testIXLabels = IXLabels{Title: "VSME report", Entity: "Entity", Identifier: "Identifier", Period: "Period",
	Concept: "Datapoint", Value: "Value", Unit: "Unit", Breakdown: "Breakdown", Standard: "Standard", Yes: "Yes", No: "No", Calculated: "Other"}

// The Inline XBRL page is well-formed XHTML whose tagged facts are the report's facts, each
// fitting the taxonomy, with a schemaRef to the entry point.
func TestInlineXBRLFacts(t *testing.T) {
	rep := importSample(t)
	var buf bytes.Buffer
	if err := WriteInlineXBRL(&buf, rep, "fr", testIXLabels); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	back, schemaRef, err := ReadInlineXBRL(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if schemaRef != taxonomy.Load().EntryPoint {
		t.Errorf("schemaRef %q", schemaRef)
	}
	if back.Entity.Scheme != "LEI" || back.Entity.ID != "TestCode1234" {
		t.Errorf("entity %+v", back.Entity)
	}
	if d := Diff(back.Facts, rep.Facts); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	if probs := Check(taxonomy.Load(), back.Facts); len(probs) > 0 {
		t.Errorf("tagged facts:\n%s", strings.Join(probs, "\n"))
	}
	for _, want := range []string{"Émissions brutes", "https://knowledgehub.efrag.org/", "Company XYZ"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
}

// import → template filled back → import gives the same facts.
func TestWorkbookRoundTrip(t *testing.T) {
	rep := importSample(t)
	var buf bytes.Buffer
	left, err := WriteWorkbook(&buf, rep)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range left {
		t.Errorf("no cell for %s", f.Key())
	}
	back, issues, err := ImportWorkbook(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, is := range issues {
		t.Errorf("issue %+v", is)
	}
	if back.Entity != rep.Entity || back.Period != rep.Period || back.Currency != rep.Currency {
		t.Errorf("header %+v %+v %q", back.Entity, back.Period, back.Currency)
	}
	if d := Diff(back.Facts, rep.Facts); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	for k, v := range rep.Inputs {
		if back.Inputs[k] != v {
			t.Errorf("input %s = %v, want %v", k, back.Inputs[k], v)
		}
	}
}
