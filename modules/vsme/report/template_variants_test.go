package report

// Variants of EFRAG's filled sample, as another company fills the template: other values,
// tables emptied or longer, conditions switched, other units, odd text, numbers and dates as
// text. Each is imported and compared with what its cells hold, then exported in every format,
// read back and checked against the taxonomy (docs/vsme.md, "Import" and "Exports").

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

const (
	sheetGeneral = "General Information"
	sheetEnv     = "Environmental Disclosures"
	sheetSocial  = "Social Disclosures"
	sheetGov     = "Governance Disclosures"
)

// importVariant edits a copy of the sample and imports it.
func importVariant(t *testing.T, edit func(f *excelize.File)) (*Report, []Issue) {
	t.Helper()
	f, err := excelize.OpenFile(sampleXLSX)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	edit(f)
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	rep, issues, err := ImportWorkbook(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return rep, issues
}

func setCells(t *testing.T, f *excelize.File, sheet string, cells map[string]any) {
	t.Helper()
	for cell, v := range cells {
		var err error
		if v == nil {
			err = f.SetCellValue(sheet, cell, "")
		} else {
			err = f.SetCellValue(sheet, cell, v)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// facts is a working copy of the sample's facts keyed as Diff keys them.
type facts map[string]Fact

func sampleFacts(t *testing.T) (facts, *Report) {
	rep := importSample(t)
	out := facts{}
	for _, f := range rep.Facts {
		out[aspectKey(f)] = f
	}
	return out, rep
}

func (fs facts) set(f Fact) {
	if f.Dims == nil {
		f.Dims = map[string]string{}
	}
	fs[aspectKey(f)] = f
}

func (fs facts) drop(match func(Fact) bool) {
	for k, f := range fs {
		if match(f) {
			delete(fs, k)
		}
	}
}

func (fs facts) list() []Fact {
	out := make([]Fact, 0, len(fs))
	for _, f := range fs {
		out = append(out, f)
	}
	return out
}

func concept(names ...string) func(Fact) bool {
	return func(f Fact) bool {
		for _, n := range names {
			if f.Concept == vsmePrefix+n {
				return true
			}
		}
		return false
	}
}

// checkVariant compares the import with want and sends the report through every export.
func checkVariant(t *testing.T, rep *Report, issues []Issue, want facts) {
	t.Helper()
	for _, is := range issues {
		t.Errorf("issue: %+v", is)
	}
	if d := Diff(rep.Facts, want.list()); len(d) > 0 {
		t.Errorf("import: %d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	checkExports(t, rep)
}

// checkExports writes the report in every format, reads each back and checks its facts
// against the import's and the taxonomy.
func checkExports(t *testing.T, rep *Report) {
	t.Helper()
	tax := taxonomy.Load()
	if probs := Check(tax, rep.Facts); len(probs) > 0 {
		t.Errorf("imported facts:\n%s", strings.Join(probs, "\n"))
	}
	var js bytes.Buffer
	if err := WriteXBRLJSON(&js, rep); err != nil {
		t.Fatal(err)
	}
	back, jIssues, err := ReadXBRLJSON(&js)
	if err != nil || len(jIssues) > 0 {
		t.Fatalf("xBRL-JSON read back: %v %+v", err, jIssues)
	}
	if d := Diff(back.Facts, rep.Facts); len(d) > 0 {
		t.Errorf("xBRL-JSON: %d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	if back.Entity.Scheme != rep.Entity.Scheme || back.Entity.ID != rep.Entity.ID {
		t.Errorf("xBRL-JSON entity %+v, want %+v", back.Entity, rep.Entity)
	}
	var ix bytes.Buffer
	if err := WriteInlineXBRL(&ix, rep, "en", testIXLabels); err != nil {
		t.Fatal(err)
	}
	iback, _, err := ReadInlineXBRL(&ix)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(iback.Facts, rep.Facts); len(d) > 0 {
		t.Errorf("Inline XBRL: %d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	if probs := Check(tax, iback.Facts); len(probs) > 0 {
		t.Errorf("Inline XBRL facts:\n%s", strings.Join(probs, "\n"))
	}
	var wb bytes.Buffer
	left, err := WriteWorkbook(&wb, rep)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range left {
		t.Errorf("template: no cell for %s", f.Key())
	}
	wback, wIssues, err := ImportWorkbook(&wb)
	if err != nil {
		t.Fatal(err)
	}
	for _, is := range wIssues {
		t.Errorf("template read back: issue %+v", is)
	}
	if d := Diff(wback.Facts, rep.Facts); len(d) > 0 {
		t.Errorf("template: %d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
	if wback.Entity != rep.Entity || wback.Currency != rep.Currency || wback.Period != rep.Period {
		t.Errorf("template header %+v %q %+v, want %+v %q %+v", wback.Entity, wback.Currency, wback.Period, rep.Entity, rep.Currency, rep.Period)
	}
	var csvBuf bytes.Buffer
	if err := WriteCSV(&csvBuf, rep, "zh"); err != nil {
		t.Fatal(err)
	}
}

// memberLabelled finds the axis member whose English label is exactly label (an oracle apart
// from the import's own resolution).
func memberLabelled(t *testing.T, concept, label string) (axis, member string) {
	t.Helper()
	tax := taxonomy.Load()
	for ax, members := range tax.ExplicitAxes(concept) {
		for _, m := range members {
			l := strings.TrimSuffix(tax.Concept(m).Label("en"), " [member]")
			// or its name: the taxonomy labels AsbestosMember "Abestos".
			if strings.EqualFold(l, label) || m == "vsme:"+alnum(label)+"Member" {
				return ax, m
			}
		}
	}
	t.Fatalf("no member of %s labelled %q", concept, label)
	return "", ""
}

func alnum(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

var (
	period   = Period{Start: "2026-01-01", End: "2026-12-31"}
	instant  = Period{End: "2026-12-31"}
	typedSub = "vsme:IdentifierOfSubsidiaryTypedAxis"
	typedSit = "vsme:IdentifierOfSiteTypedAxis"
	typedMat = "vsme:IdentifierOfMaterialTypedAxis"
)

func num(c, v, unit string, p Period, dims map[string]string) Fact {
	return Fact{Concept: vsmePrefix + c, Value: v, Unit: unit, Period: p, Dims: dims}
}

func text(c, v string, p Period, dims map[string]string) Fact {
	return Fact{Concept: vsmePrefix + c, Value: v, Period: p, Dims: dims}
}

// Another company: other values everywhere, another currency and identifier scheme, another
// legal form and basis, odd Unicode in names and texts.
func TestImportVariantOtherValues(t *testing.T) {
	odd := "Ünïcödé: 中文 · العربية · עברית · 🌱👩‍🔧 · e\u0301 · zero\u200bwidth · <b>&amp;</b> \"quoted\" 'single'"
	name := "Bäckerei Müller & Söhne — 绿色 🌱"
	rep, issues := importVariant(t, func(f *excelize.File) {
		setCells(t, f, sheetGeneral, map[string]any{
			"D3": name, "D4": "EU ID", "E4": "DEHRB 12345/B", "D5": "RON",
			"E283": 1200000, "E282": 250000.75, "E284": 12,
			"E179": "Individual", "E180": "sole proprietorship",
			"E286": "Headcount", "E285": "At the end of the reporting period",
			"E125": "Option A (Basic Module only)",
			"E529": odd, "D292": "Filiala Iași S.R.L. — 子公司", "E292": "Str. Lăpușneanu 1, 700057 Iași",
			"D406": "Rue de l’Église 3", "E406": "L-1234", "F406": "Lëtzebuerg", "G406": "Luxembourg",
		})
		setCells(t, f, sheetEnv, map[string]any{"D22": 42.5, "D25": 92.5, "D46": 292.5, "G68": 0.00024375})
		setCells(t, f, sheetSocial, map[string]any{"D10": 8, "D11": 4, "D184": "YES", "D172": "NO"})
		setCells(t, f, sheetGov, map[string]any{"H7": 0, "H6": 0})
	})
	want, _ := sampleFacts(t)
	eur := func(c string) { want.drop(concept(c)) }
	for _, c := range []string{"Turnover", "Assets", "TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws", "TotalLocationBasedGreenhouseGasEmissionsIntensityValue"} {
		eur(c)
	}
	want.set(num("Turnover", "1200000", "iso4217:RON", period, nil))
	want.set(num("Assets", "250000.75", "iso4217:RON", period, nil))
	want.set(num("TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws", "0", "iso4217:RON", period, nil))
	want.set(num("TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws", "0", "xbrli:pure", period, nil))
	want.set(num("TotalLocationBasedGreenhouseGasEmissionsIntensityValue", "0.00024375", "utr:tCO2e/iso4217:RON", period, nil))
	want.set(num("NumberOfEmployees", "12", "xbrli:pure", instant, nil))
	want.set(num("GrossScope1GreenhouseGasEmissions", "42.5", "utr:tCO2e", period, nil))
	want.set(num("TotalGrossLocationBasedScope1AndScope2GHGEmissions", "92.5", "utr:tCO2e", period, nil))
	want.set(num("TotalGrossLocationBasedGHGEmissions", "292.5", "utr:tCO2e", period, nil))
	want.set(num("NumberOfPermanentContractEmployees", "8", "xbrli:pure", instant, nil))
	want.set(num("NumberOfTemporaryContractEmployees", "4", "xbrli:pure", instant, nil))
	want.set(text("BasisForReporting", "vsme:IndividualMember", period, nil))
	want.set(text("UndertakingsLegalForm", "vsme:SoleProprietorshipMember", instant, nil))
	want.set(text("TypeOfNumberOfEmployees", "vsme:HeadcountMember", instant, nil))
	want.set(text("EmployeeCountingMethodology", "vsme:AtTheEndOfTheReportingPeriodMember", instant, nil))
	want.set(text("BasisForPreparation", "vsme:OptionABasicModuleOnlyMember", period, nil))
	want.set(text("DescriptionOfMainBusinessRelationships", odd, period, nil))
	want.set(text("NameOfTheSubsidiary", "Filiala Iași S.R.L. — 子公司", instant, map[string]string{typedSub: "1"}))
	want.set(text("RegisteredAddressOfTheSubsidiary", "Str. Lăpușneanu 1, 700057 Iași", instant, map[string]string{typedSub: "1"}))
	want.set(text("AddressOfSite", "Rue de l’Église 3", instant, map[string]string{typedSit: "1"}))
	want.set(text("PostalCodeOfSite", "L-1234", instant, map[string]string{typedSit: "1"}))
	want.set(text("CityOfSite", "Lëtzebuerg", instant, map[string]string{typedSit: "1"}))
	want.set(text("CountryOfSite", "country:LU", instant, map[string]string{typedSit: "1"}))
	want.set(text("UndertakingHasConfirmedHumanRightsIncidentsInItsOwnWorkforce", "true", period, nil))
	want.set(text("UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce", "false", period, nil))
	if rep.Entity != (Entity{Name: name, Scheme: "EU ID", ID: "DEHRB 12345/B"}) || rep.Currency != "RON" {
		t.Errorf("entity %+v currency %q", rep.Entity, rep.Currency)
	}
	checkVariant(t, rep, issues, want)
}

// A company without subsidiaries, pollutants, materials or sites in sensitive areas: the
// optional tables left empty give no facts, and the rest is read as before.
func TestImportVariantEmptyTables(t *testing.T) {
	rep, issues := importVariant(t, func(f *excelize.File) {
		setCells(t, f, sheetGeneral, map[string]any{"E179": "Individual", "D292": nil, "E292": nil})
		env := map[string]any{"C188": nil, "G188": nil, "H188": nil, "I188": nil, "J188": nil, "K188": nil}
		for _, row := range []string{"80", "81"} {
			for _, col := range []string{"D", "E", "F", "G", "H", "I", "J", "K"} {
				env[col+row] = nil
			}
		}
		for _, row := range []string{"435", "436"} {
			for _, col := range []string{"D", "E", "F", "G", "H", "I", "J"} {
				env[col+row] = nil
			}
		}
		env["G535"], env["G536"] = 0, 0
		setCells(t, f, sheetEnv, env)
	})
	want, _ := sampleFacts(t)
	want.drop(concept("NameOfTheSubsidiary", "RegisteredAddressOfTheSubsidiary", "AmountOfEmissionToAir", "AmountOfEmissionToWater",
		"AmountOfEmissionToSoil", "AreaOfSiteInBiodiversitySensitiveArea", "SiteLocatedInABiodiversitySensitiveArea",
		"SiteLocatedNearABiodiversitySensitiveArea", "NameOfMaterialUsed", "WeightOfMaterialUsed", "VolumeOfMaterialUsed"))
	want.set(text("BasisForReporting", "vsme:IndividualMember", period, nil))
	want.set(num("TotalMassOfMaterialUsed", "0", "utr:kg", period, nil))
	want.set(num("TotalVolumeOfMaterialUsed", "0", "utr:m3", period, nil))
	checkVariant(t, rep, issues, want)
}

// Tables longer than the sample's: five subsidiaries and sites, more pollutants, waste types,
// countries and materials.
func TestImportVariantLongTables(t *testing.T) {
	pollutants := []string{"Ammonia (NH3)", "Benzene", "Asbestos", "Carbon monoxide (CO)", "Anthracene"}
	countries := []string{"Germany", "France", "Romania", "China", "Luxembourg"}
	wastes := []string{"01 01 01 - Non-Hazardous - Wastes from mineral metalliferous excavation", "15 01 02 - Non-Hazardous - Plastic packaging"}
	rep, issues := importVariant(t, func(f *excelize.File) {
		gen := map[string]any{}
		for i := 0; i < 5; i++ {
			r := 293 + i
			gen[cellName(4, r)], gen[cellName(5, r)] = "Subsidiary "+string(rune('A'+i)), "Address "+string(rune('A'+i))
			s := 407 + i
			gen[cellName(4, s)], gen[cellName(6, s)], gen[cellName(7, s)] = "Street "+string(rune('A'+i)), "Town "+string(rune('A'+i)), "Germany"
		}
		setCells(t, f, sheetGeneral, gen)
		env := map[string]any{}
		for i, p := range pollutants {
			r := 82 + i
			env[cellName(4, r)], env[cellName(7, r)], env[cellName(10, r)], env[cellName(11, r)] = p, 1.5+float64(i), 2*i, 0.25
		}
		for i, w := range wastes {
			r := 330 + i
			env[cellName(4, r)], env[cellName(7, r)], env[cellName(10, r)], env[cellName(11, r)], env[cellName(12, r)] = w, "metric tonnes (t)", 10+i, 5, 15+i
		}
		for i := 0; i < 4; i++ {
			r := 437 + i
			env[cellName(4, r)], env[cellName(7, r)], env[cellName(10, r)] = "Material "+string(rune('A'+i)), 100*(i+1), "kilograms (kg)"
		}
		setCells(t, f, sheetEnv, env)
		soc := map[string]any{}
		for i, c := range countries {
			r := 32 + i
			soc[cellName(3, r)], soc[cellName(5, r)] = c, i+1
		}
		setCells(t, f, sheetSocial, soc)
	})
	want, _ := sampleFacts(t)
	for i := 0; i < 5; i++ {
		id := string(rune('2' + i))
		l := string(rune('A' + i))
		want.set(text("NameOfTheSubsidiary", "Subsidiary "+l, instant, map[string]string{typedSub: id}))
		want.set(text("RegisteredAddressOfTheSubsidiary", "Address "+l, instant, map[string]string{typedSub: id}))
		want.set(text("AddressOfSite", "Street "+l, instant, map[string]string{typedSit: id}))
		want.set(text("CityOfSite", "Town "+l, instant, map[string]string{typedSit: id}))
		want.set(text("CountryOfSite", "country:DE", instant, map[string]string{typedSit: id}))
	}
	for i, p := range pollutants {
		ax, m := memberLabelled(t, "vsme:AmountOfEmissionToAir", p)
		d := map[string]string{ax: m}
		want.set(num("AmountOfEmissionToAir", FormatNumber(1.5+float64(i)), "utr:t", period, d))
		want.set(num("AmountOfEmissionToWater", FormatNumber(float64(2*i)), "utr:t", period, d))
		want.set(num("AmountOfEmissionToSoil", "0.25", "utr:t", period, d))
	}
	for i, w := range wastes {
		ax, m := memberLabelled(t, "vsme:WasteDivertedToRecycleOrReuseMass", w)
		d := map[string]string{ax: m}
		want.set(num("WasteDivertedToRecycleOrReuseMass", FormatNumber(float64(10+i)), "utr:t", period, d))
		want.set(num("WasteDirectedToDisposalMass", "5", "utr:t", period, d))
		want.set(num("TotalWasteRecycledReusedAndDirectedToDisposalMass", FormatNumber(float64(15+i)), "utr:t", period, d))
	}
	for i := 0; i < 4; i++ {
		d := map[string]string{typedMat: string(rune('3' + i))}
		want.set(text("NameOfMaterialUsed", "Material "+string(rune('A'+i)), period, d))
		want.set(num("WeightOfMaterialUsed", FormatNumber(float64(100*(i+1))), "utr:kg", period, d))
	}
	for i, c := range countries {
		ax, m := memberLabelled(t, "vsme:NumberOfEmployeesForCountryOfEmploymentContract", c)
		want.set(num("NumberOfEmployeesForCountryOfEmploymentContract", FormatNumber(float64(i+1)), "xbrli:pure", instant, map[string]string{ax: m}))
	}
	checkVariant(t, rep, issues, want)
}

// Other units: pollutants in kilograms, areas in hectares, a waste type in cubic metres, the
// waste totals in tonnes, a material in tonnes.
func TestImportVariantOtherUnits(t *testing.T) {
	rep, issues := importVariant(t, func(f *excelize.File) {
		env := map[string]any{"C78": "kilograms (kg)", "C186": "hectares (ha)", "C293": "hectares (ha)",
			"G323": "cubic meters (m3)", "J435": "metric tonnes (t)"}
		for _, c := range []string{"G423", "G424", "G425"} {
			env[c] = "metric tonnes (t)"
		}
		env["J423"], env["J424"], env["J425"] = 101.2, 7850, 7951.2
		setCells(t, f, sheetEnv, env)
	})
	want, sample := sampleFacts(t)
	for _, f := range sample.Facts {
		switch strings.TrimPrefix(f.Concept, vsmePrefix) {
		case "AmountOfEmissionToAir", "AmountOfEmissionToWater", "AmountOfEmissionToSoil":
			want.drop(func(g Fact) bool { return g.Key() == f.Key() })
			f.Unit = "utr:kg"
			want.set(f)
		case "AreaOfSiteInBiodiversitySensitiveArea", "TotalSealedArea", "TotalNatureOrientedAreaOnSite", "TotalNatureOrientedAreaOffSite", "TotalUseOfLand":
			want.drop(func(g Fact) bool { return g.Key() == f.Key() })
			f.Unit = "utr:ha"
			want.set(f)
		case "WeightOfMaterialUsed":
			want.drop(func(g Fact) bool { return g.Key() == f.Key() })
			f.Unit = "utr:t"
			want.set(f)
		case "WasteDivertedToRecycleOrReuseMass", "WasteDirectedToDisposalMass", "TotalWasteRecycledReusedAndDirectedToDisposalMass":
			if strings.Contains(f.Dims["vsme:TypeOfWasteAxis"], "PaperAndCardboard") {
				want.drop(func(g Fact) bool { return g.Key() == f.Key() })
				f.Concept = strings.TrimSuffix(f.Concept, "Mass") + "Volume"
				f.Unit = "utr:m3"
				want.set(f)
			}
		}
	}
	want.drop(concept("TotalHazardousWasteGeneratedMass", "TotalNonHazardousWasteGeneratedMass", "TotalWasteGeneratedMass"))
	want.set(num("TotalHazardousWasteGeneratedMass", "101.2", "utr:t", period, nil))
	want.set(num("TotalNonHazardousWasteGeneratedMass", "7850", "utr:t", period, nil))
	want.set(num("TotalWasteGeneratedMass", "7951.2", "utr:t", period, nil))
	checkVariant(t, rep, issues, want)
}

// Numbers, dates and answers typed as text the way people type them: spaces or a decimal comma,
// a percent sign, a date as a serial or as day/month/year, yes and no in any case.
func TestImportVariantTypedAsText(t *testing.T) {
	rep, issues := importVariant(t, func(f *excelize.File) {
		setCells(t, f, sheetGeneral, map[string]any{
			"E283": "23 500", "E282": "60.000,50", "E284": " 151 ", "D13": "31/12/2026", "E21": false,
			"E180": "\u00a0Sole proprietorship ",
		})
		if err := f.SetCellValue(sheetGeneral, "D9", time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
		setCells(t, f, sheetEnv, map[string]any{"D22": "100,5", "D316": "Yes", "G21": 2020, "G22": "1,500"})
		setCells(t, f, sheetSocial, map[string]any{"D150": "10%", "D184": "no", "D18": "55.0"})
	})
	want, _ := sampleFacts(t)
	want.set(num("Assets", "60000.5", "iso4217:EUR", period, nil))
	want.set(num("GrossScope1GreenhouseGasEmissions", "100.5", "utr:tCO2e", period, nil))
	want.set(num("GrossScope1GreenhouseGasEmissions", "1500", "utr:tCO2e", Period{Start: "2020-01-01", End: "2020-12-31"},
		map[string]string{"vsme:ReportingScopesAxis": "vsme:BaselineYearMember"}))
	want.set(text("UndertakingsLegalForm", "vsme:SoleProprietorshipMember", instant, nil))
	if rep.Period != period {
		t.Errorf("period %+v", rep.Period)
	}
	checkVariant(t, rep, issues, want)
}

// What cannot be read is listed by sheet and cell, and the rest is read.
func TestImportVariantUnreadable(t *testing.T) {
	rep, issues := importVariant(t, func(f *excelize.File) {
		setCells(t, f, sheetGeneral, map[string]any{"E283": "NaN", "E282": "0x1p4", "E284": "about 150"})
		setCells(t, f, sheetEnv, map[string]any{"D22": "Inf", "D316": "maybe"})
		setCells(t, f, sheetSocial, map[string]any{"D150": "10%%"})
	})
	got := map[string]string{}
	for _, is := range issues {
		got[is.Sheet+"!"+is.Cell] = is.Reason
	}
	for cell, reason := range map[string]string{
		"General Information!E283": ReasonNotNumber, "General Information!E282": ReasonNotNumber, "General Information!E284": ReasonNotNumber,
		"Environmental Disclosures!D22": ReasonNotNumber, "Environmental Disclosures!D316": ReasonNotBoolean,
		"Social Disclosures!D150": ReasonNotNumber,
	} {
		if got[cell] != reason {
			t.Errorf("%s: issue %q, want %q", cell, got[cell], reason)
		}
	}
	want, _ := sampleFacts(t)
	want.drop(concept("Turnover", "Assets", "NumberOfEmployees", "UndertakingAppliesCircularEconomyPrinciples", "PercentageGapInPayBetweenFemaleAndMaleEmployees"))
	want.drop(func(f Fact) bool { return f.Concept == "vsme:GrossScope1GreenhouseGasEmissions" && len(f.Dims) == 0 })
	if d := Diff(rep.Facts, want.list()); len(d) > 0 {
		t.Errorf("import: %d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
}

// The blank template with only what a small company fills first (who, when, scope 1 and 2,
// contracts), every other sheet left as it comes: "None" omitted disclosures is no issue.
func TestImportVariantMostlyBlank(t *testing.T) {
	f, err := excelize.OpenReader(bytes.NewReader(blankTemplate))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	setCells(t, f, sheetGeneral, map[string]any{"D3": "Tiny SRL", "D4": "LEI", "E4": "529900T8BM49AURSDO55", "D5": "EUR", "D9": "2025-01-01", "D13": "2025-12-31"})
	setCells(t, f, sheetEnv, map[string]any{"D22": 3.2, "D23": 1.1, "D25": 4.3})
	setCells(t, f, sheetSocial, map[string]any{"D10": 4, "D11": 1})
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	rep, issues, err := ImportWorkbook(&buf)
	if err != nil {
		t.Fatal(err)
	}
	p, in := Period{Start: "2025-01-01", End: "2025-12-31"}, Period{End: "2025-12-31"}
	want := facts{}
	want.set(num("GrossScope1GreenhouseGasEmissions", "3.2", "utr:tCO2e", p, nil))
	want.set(num("GrossLocationBasedScope2GreenhouseGasEmissions", "1.1", "utr:tCO2e", p, nil))
	want.set(num("TotalGrossLocationBasedScope1AndScope2GHGEmissions", "4.3", "utr:tCO2e", p, nil))
	want.set(num("NumberOfPermanentContractEmployees", "4", "xbrli:pure", in, nil))
	want.set(num("NumberOfTemporaryContractEmployees", "1", "xbrli:pure", in, nil))
	// What the blank template comes with.
	want.set(text("EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement", "true", in, nil))
	want.set(text("ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged", "false", in, nil))
	if rep.Entity != (Entity{Name: "Tiny SRL", Scheme: "LEI", ID: "529900T8BM49AURSDO55"}) || rep.Period != p {
		t.Errorf("entity %+v period %+v", rep.Entity, rep.Period)
	}
	checkVariant(t, rep, issues, want)
}

// Conditions switched the other way: no target related to a policy, no adaptation actions, a
// legal form of "other" named in the row below, no code of conduct.
func TestImportVariantConditionsSwitched(t *testing.T) {
	rep, issues := importVariant(t, func(f *excelize.File) {
		setCells(t, f, sheetGeneral, map[string]any{"O512": 0, "E180": "other (please specify the legal form in the row below)", "E181": "Stiftung"})
		setCells(t, f, sheetEnv, map[string]any{"E543": "NO", "D316": "NO", "G75": 1})
		setCells(t, f, sheetSocial, map[string]any{"D172": "NO", "D181": "NO"})
	})
	want, _ := sampleFacts(t)
	want.set(text("UndertakingHasSetATargetWhichIsRelatedToAPolicy", "false", period, nil))
	want.set(text("UndertakingsLegalForm", "vsme:OtherUndertakingsLegalFormMember", instant, nil))
	want.set(text("OtherUndertakingsLegalForm", "Stiftung", instant, nil))
	want.set(text("DisclosureOfWhetherItHasUndertakenClimateChangeAdaptationActionsForAnyClimateRelatedHazardsAndTransitionEvents", "false", period, nil))
	want.set(text("UndertakingAppliesCircularEconomyPrinciples", "false", period, nil))
	want.set(text("PubliclyAvailableDisclosure", "true", instant, nil))
	want.set(text("UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce", "false", period, nil))
	want.set(text("UndertakingHasAComplaintHandlingMechanismForItsOwnWorkforce", "false", period, nil))
	checkVariant(t, rep, issues, want)
}

// Every datapoint cell the sample leaves empty (water, market-based scope 2, fossil fuel
// revenues, ...) filled with a value of its type is read from that cell, without issue.
func TestImportVariantEveryEmptyCellFilled(t *testing.T) {
	tax := taxonomy.Load()
	filled := map[string]string{} // "Sheet!Cell" → concept
	rep, issues := importVariant(t, func(f *excelize.File) {
		w := openWorkbook(f)
		for _, name := range w.sortedNames() {
			r := w.names[name]
			if strings.HasSuffix(name, "_unit") || strings.HasPrefix(name, "template_") || strings.HasPrefix(name, "enum_") || r.multiRow() || r.C2 > r.C1 {
				continue
			}
			local := name
			if i := strings.LastIndex(name, "_"); i > 0 && strings.HasSuffix(name, "Member") {
				local = name[:i]
			}
			c := tax.Concept(vsmePrefix + local)
			cell := cellName(r.C1, r.R1)
			if c == nil || c.Abstract || c.Dimension || c.Hypercube || c.IsEnumSet() {
				continue
			}
			if v := w.raw(r.Sheet, r.C1, r.R1); v != "" && v != "-" {
				continue
			}
			if fo, _ := f.GetCellFormula(r.Sheet, cell); fo != "" {
				continue // the template calculates it
			}
			if _, isYear := w.names[strings.TrimPrefix(name, local+"_")]; isYear && local != name {
				continue // a baseline or target column, read with its year
			}
			var v any
			switch c.Kind() {
			case "number":
				v = 7
			case "boolean":
				v = "YES"
			case "year":
				v = 2024
			case "date":
				v = "2026-06-30"
			case "enum":
				v = strings.TrimSuffix(tax.Concept(c.Other.DomainMembers[0]).Label("en"), " [member]")
			default:
				v = "Some text"
			}
			if err := f.SetCellValue(r.Sheet, cell, v); err != nil {
				t.Fatal(err)
			}
			filled[r.Sheet+"!"+cell] = c.Name
		}
	})
	for _, is := range issues {
		t.Errorf("issue: %+v", is)
	}
	if len(filled) < 10 {
		t.Fatalf("only %d empty cells filled", len(filled))
	}
	read := map[string]bool{}
	for _, f := range rep.Facts {
		read[f.Source] = true
	}
	for cell, c := range filled {
		if !read[cell] {
			t.Errorf("%s (%s) filled but not read", cell, c)
		}
	}
	checkExports(t, rep)
	t.Logf("%d empty cells filled and read", len(filled))
}
