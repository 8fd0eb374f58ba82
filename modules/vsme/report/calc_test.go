package report

import (
	"os"
	"strings"
	"testing"
)

func converterFacts(t *testing.T, rep *Report) []Fact {
	t.Helper()
	b, err := os.ReadFile("testdata/VSME-Digital-Template-Sample-1.3.0.facts.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := ParseConverterFacts(b, rep.Period, map[string]string{"BaselineYearMember": "2020", "TargetYearMember": "2030"})
	if err != nil {
		t.Fatal(err)
	}
	return want
}

// Fed only what the sample's user entered (every calculated value blanked), Calculate gives
// back the sample's facts.
func TestCalculateFromSampleInputs(t *testing.T) {
	rep := importSample(t)
	want := converterFacts(t, rep)
	blanked := 0
	for i := range rep.Facts {
		f := &rep.Facts[i]
		sourceTotal := f.Dims[axisEnergy] == "" && strings.HasPrefix(f.Concept, "vsme:EnergyConsumptionFrom")
		if DerivedConcepts[f.Concept] || sourceTotal {
			f.Value = ""
			blanked++
		}
	}
	if blanked < 25 {
		t.Fatalf("blanked %d calculated facts, want at least 25", blanked)
	}
	Calculate(rep)
	if d := Diff(rep.Facts, want); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
}

func TestCalculateConvertsUnits(t *testing.T) {
	p := Period{Start: "2026-01-01", End: "2026-12-31"}
	ren := map[string]string{axisEnergy: memberRen}
	non := map[string]string{axisEnergy: memberNon}
	rep := &Report{Period: p, Currency: "EUR", Facts: []Fact{
		{Concept: "vsme:EnergyConsumptionFromElectricity", Value: "50000", Unit: "utr:kWh", Dims: ren, Period: p},
		{Concept: "vsme:EnergyConsumptionFromElectricity", Value: "150", Unit: "utr:MWh", Dims: non, Period: p},
		{Concept: "vsme:GrossScope1GreenhouseGasEmissions", Value: "10", Unit: "utr:tCO2e", Period: p},
		{Concept: "vsme:GrossLocationBasedScope2GreenhouseGasEmissions", Value: "30", Unit: "utr:tCO2e", Period: p},
		{Concept: "vsme:Turnover", Value: "2000000", Unit: "iso4217:EUR", Period: p},
		{Concept: "vsme:WasteDirectedToDisposalMass", Value: "500", Unit: "utr:kg", Dims: map[string]string{axisWaste: "waste:W-200101-Non-Hazardous-PaperAndCardboardMember"}, Period: p},
		{Concept: "vsme:TotalNonHazardousWasteGeneratedMass", Value: "0", Unit: "utr:t", Period: p},
	}}
	Calculate(rep)
	check := func(concept string, dims map[string]string, want string) {
		t.Helper()
		f := rep.Find(concept, dims)
		if f == nil || !sameValue(f.Value, want) {
			t.Errorf("%s = %+v, want %s", concept, f, want)
		}
	}
	check("vsme:EnergyConsumptionFromElectricity", nil, "200")
	check("vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions", nil, "40")
	check("vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased", nil, "0.00002")
	check("vsme:TotalNonHazardousWasteGeneratedMass", nil, "0.5")
	if s, ok := RenewableShare(rep); !ok || !sameValue(FormatNumber(s), "0.25") {
		t.Errorf("renewable share = %v", s)
	}
}

// Calculating again what was imported changes nothing.
func TestCalculateKeepsImportedSample(t *testing.T) {
	rep := importSample(t)
	Calculate(rep)
	if d := Diff(rep.Facts, converterFacts(t, rep)); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
}
