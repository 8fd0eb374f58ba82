package report

// Variants of the filled sample with other values, other tables and other units
// (template_variants_test.go has the helpers).

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

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
