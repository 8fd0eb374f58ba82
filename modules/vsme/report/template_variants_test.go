package report

// Variants of EFRAG's filled sample, as another company fills the template: other values,
// tables emptied or longer, conditions switched, other units, odd text, numbers and dates as
// text. Each is imported and compared with what its cells hold, then exported in every format,
// read back and checked against the taxonomy (docs/vsme.md, "Import" and "Exports").

import (
	"bytes"
	"strings"
	"testing"

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
	return importEdited(t, f, edit)
}

// importEdited applies edit to the workbook f, writes it and imports what was written.
func importEdited(t *testing.T, f *excelize.File, edit func(f *excelize.File)) (*Report, []Issue) {
	t.Helper()
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
