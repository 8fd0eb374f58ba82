package report

import (
	"bytes"
	"sort"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

// wasteChapter is a chapter of the European Waste Catalogue: a category heading waste types,
// neither hazardous nor not.
const wasteChapter = "waste:W-15-WastePackagingAbsorbentsWipingClothsFilterMaterialsAndProtectiveClothingNotOtherwiseSpecifiedMember"

// A waste row of the template naming a chapter instead of a waste type is listed, value by
// value, and left out of the report and its totals (docs/vsme.md, "Import").
func TestImportWasteCategoryIsAnIssue(t *testing.T) {
	tax := taxonomy.Load()
	if !tax.IsCategory(wasteChapter) || tax.IsCategory("waste:W-150102-Non-Hazardous-PlasticPackagingMember") ||
		tax.IsCategory("vsme:TotalRenewableAndNonRenewableEnergyMember") {
		t.Error("IsCategory: a chapter is a category, a waste type and an axis default are not")
	}
	label := strings.TrimSuffix(tax.Label(wasteChapter, "en"), " [member]")
	rep, issues := importVariant(t, func(f *excelize.File) {
		setCells(t, f, sheetEnv, map[string]any{"D330": label, "G330": "metric tonnes (t)", "J330": 40, "K330": 2, "L330": 42})
	})
	var cells []string
	for _, is := range issues {
		if is.Reason != ReasonCategory || is.Sheet != sheetEnv || is.Value != label {
			t.Errorf("issue: %+v", is)
			continue
		}
		cells = append(cells, is.Cell)
	}
	sort.Strings(cells)
	if got := strings.Join(cells, " "); got != "J330 K330 L330" {
		t.Errorf("issues at %q, want each value of the row: J330 K330 L330", got)
	}
	for _, f := range rep.Facts {
		if f.Dims[axisWaste] == wasteChapter {
			t.Errorf("the chapter's value was kept: %+v", f)
		}
	}
	// The totals are the sample's: the chapter's 42 t count neither as hazardous nor as not.
	Calculate(rep)
	want := importSample(t)
	Calculate(want)
	if d := Diff(rep.Facts, want.Facts); len(d) > 0 {
		t.Errorf("%d differences:\n%s", len(d), strings.Join(d, "\n"))
	}
}

// A chapter reaching the calculation otherwise (an xBRL-JSON document) counts in no total, and
// the xBRL-JSON import lists it and leaves it out.
func TestWasteCategoryCountsInNoTotal(t *testing.T) {
	p := Period{Start: "2026-01-01", End: "2026-12-31"}
	paper := map[string]string{axisWaste: "waste:W-200101-Non-Hazardous-PaperAndCardboardMember"}
	rep := &Report{Period: p, Currency: "EUR", Entity: Entity{Name: "A", Scheme: "LEI", ID: "5299009N5F4ZOO3L3B49"}, Facts: []Fact{
		{Concept: "vsme:WasteDirectedToDisposalMass", Value: "500", Unit: "utr:kg", Dims: paper, Period: p, Decimals: intp(0)},
		{Concept: "vsme:WasteDirectedToDisposalMass", Value: "300", Unit: "utr:kg", Dims: map[string]string{axisWaste: wasteChapter}, Period: p, Decimals: intp(0)},
	}}
	var buf bytes.Buffer
	if err := WriteXBRLJSON(&buf, rep); err != nil {
		t.Fatal(err)
	}
	back, issues, err := ReadXBRLJSON(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(issues) != 1 || issues[0].Reason != ReasonCategory || issues[0].Value != wasteChapter {
		t.Errorf("xBRL-JSON issues = %+v, want the chapter's fact", issues)
	}
	if len(back.Facts) != 1 {
		t.Errorf("xBRL-JSON facts = %+v, want the paper's only", back.Facts)
	}

	Calculate(rep)
	for concept, want := range map[string]string{"vsme:TotalNonHazardousWasteGeneratedMass": "500",
		"vsme:TotalHazardousWasteGeneratedMass": "0", "vsme:TotalWasteGeneratedMass": "500"} {
		if f := rep.Find(concept, nil); f == nil || !sameValue(f.Value, want) {
			t.Errorf("%s = %+v, want %s", concept, f, want)
		}
	}
}
