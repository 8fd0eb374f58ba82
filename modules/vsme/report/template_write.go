package report

import (
	"bytes"
	_ "embed"
	"io"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

//go:embed template/VSME-Digital-Template-1.3.0.xlsx
var blankTemplate []byte

// TemplateVersion is the version of EFRAG's digital template the module fills back.
const TemplateVersion = "1.3.0"

// WriteWorkbook fills EFRAG's blank digital template with the report, cell by named range, the
// inverse of ImportWorkbook (docs/vsme.md, "Exports"): calculated cells keep their formulas with
// the value cached, and the workbook recalculates when Excel opens it. It returns the facts it
// found no cell for.
func WriteWorkbook(w io.Writer, r *Report) ([]Fact, error) {
	f, err := excelize.OpenReader(bytes.NewReader(blankTemplate))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	tw := &tplWriter{wb: openWorkbook(f), tax: taxonomy.Load(), r: r, lists: map[string][]string{}}
	tw.header()
	var left []Fact
	for _, fact := range r.Facts {
		if !tw.write(fact) {
			left = append(left, fact)
		}
	}
	tw.inputs()
	t := true
	if err := f.SetCalcProps(&excelize.CalcPropsOptions{FullCalcOnLoad: &t}); err != nil {
		return nil, err
	}
	return left, f.Write(w)
}

type tplWriter struct {
	wb    *workbook
	tax   *taxonomy.Taxonomy
	r     *Report
	lists map[string][]string
}

// set writes a value, keeping a formula the cell has (its value then is the cached result).
func (t *tplWriter) set(sheet string, col, row int, v any) {
	cell := cellName(col, row)
	formula, _ := t.wb.f.GetCellFormula(sheet, cell)
	_ = t.wb.f.SetCellValue(sheet, cell, v)
	// A text result cannot be cached beside a formula here (it would read back as a shared
	// string index): the cell keeps the text only.
	if _, isText := v.(string); formula != "" && !isText {
		_ = t.wb.f.SetCellFormula(sheet, cell, formula)
	}
}

func (t *tplWriter) setName(name string, v any) {
	if r, ok := t.wb.names[name]; ok {
		t.set(r.Sheet, r.C1, r.R1, v)
	}
}

func (t *tplWriter) header() {
	e, p := t.r.Entity, t.r.Period
	t.setName("template_reporting_entity_name", e.Name)
	t.setName("template_reporting_entity_identifier_scheme", e.Scheme)
	t.setName("template_reporting_entity_identifier", e.ID)
	t.setName("template_currency", t.r.Currency)
	for name, d := range map[string]string{"template_reporting_period_startdate": p.Start, "template_reporting_period_enddate": p.End} {
		rg, ok := t.wb.names[name]
		if !ok || len(d) != 10 {
			continue
		}
		// The date cell is a formula of the year, month and day cells above it.
		for i, part := range []string{d[:4], d[5:7], d[8:]} {
			n, _ := strconv.Atoi(part)
			t.set(rg.Sheet, rg.C1, rg.R1-3+i, n)
		}
		t.set(rg.Sheet, rg.C1, rg.R1, d)
	}
}

func (t *tplWriter) inputs() {
	for _, ic := range inputCells {
		v, ok := t.r.Inputs[ic.input]
		rg, ok2 := t.wb.names[ic.name]
		if ok && ok2 {
			t.set(rg.Sheet, rg.C1, rg.R1+ic.offset, v)
		}
	}
	// Flags the template's formulas read: scope 3 reported, energy broken down.
	flags := []struct {
		name   string
		offset int
		prefix string
	}{
		{"GrossScope3GreenhouseGasEmissions_BaselineYearMember", -16, "vsme:GrossScope3"},
		{"EnergyConsumptionFromElectricity_RenewableEnergyMember", -2, "vsme:EnergyConsumptionFrom"},
	}
	for _, fl := range flags {
		rg, ok := t.wb.names[fl.name]
		if !ok {
			continue
		}
		for _, f := range t.r.Facts {
			if strings.HasPrefix(f.Concept, fl.prefix) {
				t.set(rg.Sheet, rg.C1, rg.R1+fl.offset, true)
				break
			}
		}
	}
}

// listFor returns the entries of the drop-down list a cell offers.
func (t *tplWriter) listFor(sheet string, col, row int) []string {
	dvs, _ := t.wb.f.GetDataValidations(sheet)
	for _, dv := range dvs {
		if dv.Type != "list" || !sqrefCovers(dv.Sqref, col, row) {
			continue
		}
		src := strings.Trim(dv.Formula1, `"`)
		if l, ok := t.lists[src]; ok {
			return l
		}
		var out []string
		if rg, ok := t.wb.names[src]; ok {
			for r := rg.R1; r <= rg.R2; r++ {
				if v := t.wb.raw(rg.Sheet, rg.C1, r); v != "" {
					out = append(out, v)
				}
			}
		} else {
			for _, s := range strings.Split(src, ",") {
				out = append(out, strings.TrimSpace(s))
			}
		}
		t.lists[src] = out
		return out
	}
	return nil
}

func sqrefCovers(sqref string, col, row int) bool {
	for _, part := range strings.Fields(sqref) {
		a, b, _ := strings.Cut(part, ":")
		c1, r1, err := excelize.CellNameToCoordinates(a)
		if err != nil {
			continue
		}
		c2, r2 := c1, r1
		if b != "" {
			c2, r2, _ = excelize.CellNameToCoordinates(b)
		}
		if col >= c1 && col <= c2 && row >= r1 && row <= r2 {
			return true
		}
	}
	return false
}

// textFor is the entry of the cell's list that names member (or the member's English label).
func (t *tplWriter) textFor(sheet string, col, row int, member string, domain []string) string {
	list := t.listFor(sheet, col, row)
	for _, e := range list {
		if m, ok := t.tax.ResolveMember(e, []string{member}); ok && m == member && t.tax.LabelMatches(e, member) {
			return e
		}
	}
	for _, e := range list {
		if m, ok := t.tax.ResolveMember(e, domain); ok && m == member {
			return e
		}
	}
	return strings.TrimSuffix(t.tax.Label(member, "en"), " [member]")
}
