package report

// Variants of the filled sample typed as text, unreadable, mostly blank, with conditions
// switched and every empty cell filled (template_variants_test.go has the helpers).

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

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
	rep, issues := importEdited(t, f, func(f *excelize.File) {
		setCells(t, f, sheetGeneral, map[string]any{"D3": "Tiny SRL", "D4": "LEI", "E4": "529900T8BM49AURSDO55", "D5": "EUR", "D9": "2025-01-01", "D13": "2025-12-31"})
		setCells(t, f, sheetEnv, map[string]any{"D22": 3.2, "D23": 1.1, "D25": 4.3})
		setCells(t, f, sheetSocial, map[string]any{"D10": 4, "D11": 1})
	})
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
