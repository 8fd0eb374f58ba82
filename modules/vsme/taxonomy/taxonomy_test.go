package taxonomy

import "testing"

func TestLoadKnowsBasicModule(t *testing.T) {
	tax := Load()
	if tax.EntryPoint != "https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd" {
		t.Errorf("entry point %q", tax.EntryPoint)
	}
	seen := map[string]bool{}
	for _, r := range tax.Roles {
		seen[r.Disclosure] = true
	}
	for _, d := range []string{"B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11"} {
		if !seen[d] {
			t.Errorf("no role for %s", d)
		}
	}
	c := tax.Concept("vsme:GrossScope1GreenhouseGasEmissions")
	if c == nil || c.Kind() != "number" || c.PeriodType != "duration" || c.Ref == nil || c.Ref.Paragraph != "30" {
		t.Fatalf("scope 1 concept = %+v", c)
	}
	if c.Label("fr") == c.Label("en") || c.Label("zh") != c.Label("en") {
		t.Errorf("labels fr %q zh %q", c.Label("fr"), c.Label("zh"))
	}
	if !tax.UnitFits(c, "utr:tCO2e") || tax.UnitFits(c, "utr:MWh") {
		t.Error("tCO2e fits scope 1, MWh does not")
	}
	in := tax.Concept("vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue")
	if !tax.UnitFits(in, "utr:tCO2e/iso4217:EUR") || tax.UnitFits(in, "utr:tCO2e") {
		t.Error("intensity takes tCO2e per currency")
	}
	if !tax.MemberAllowed("vsme:EnergyConsumptionFromFuels", "vsme:BreakdownOfEnergyConsumptionAxis", "vsme:RenewableEnergyMember") {
		t.Error("renewable member on energy axis")
	}
	m, ok := tax.ResolveMember("As an average across the reporting period", tax.Concept("vsme:EmployeeCountingMethodology").Other.DomainMembers)
	if !ok || m != "vsme:AverageDuringTheReportingPeriodMember" {
		t.Errorf("resolve = %q %v", m, ok)
	}
}

func TestResolveNACEByCode(t *testing.T) {
	tax := Load()
	nace := tax.Concept("vsme:NaceSectorClassificationCodes").Other.DomainMembers
	for label, want := range map[string]string{
		"NACE G - 47.22 Retail sale of meat and meat products": "nace:NACE_G4722",
		"NACE C - 10.1 Processing and preserving of meat":      "nace:NACE_C101",
		"G - 47 Retail trade":                                  "nace:NACE_G47",
		"NACE F":                                               "nace:NACE_F",
	} {
		if m, ok := tax.ResolveMember(label, nace); !ok || m != want {
			t.Errorf("%q = %q %v, want %s", label, m, ok, want)
		}
	}
}
