package report

import (
	"sort"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"
)

// cellRange is a defined name's target: a rectangle on one sheet.
type cellRange struct {
	Sheet          string
	C1, R1, C2, R2 int
}

func (r cellRange) covers(sheet string, row int) bool {
	return r.Sheet == sheet && row >= r.R1 && row <= r.R2
}

func (r cellRange) multiRow() bool { return r.R2 > r.R1 }

// workbook reads a digital template by its defined names.
type workbook struct {
	f     *excelize.File
	names map[string]cellRange
}

func openWorkbook(f *excelize.File) *workbook {
	w := &workbook{f: f, names: map[string]cellRange{}}
	for _, dn := range f.GetDefinedName() {
		if dn.Scope != "" && dn.Scope != "Workbook" {
			continue
		}
		if r, ok := parseRef(dn.RefersTo); ok {
			w.names[dn.Name] = r
		}
	}
	for old, name := range renamedNames {
		if r, ok := w.names[old]; ok {
			if _, has := w.names[name]; !has {
				w.names[name] = r
			}
		}
	}
	return w
}

// renamedNames are the defined names an earlier template spelt differently, by today's name
// (docs/vsme.md, "Import"): EFRAG's templates 1.0.0 and 1.0.1 named these three cells before
// the taxonomy's spelling was corrected in 1.1.0; from 1.1.0 on they are today's names.
var renamedNames = map[string]string{
	"NumberOfPermanentContactEmployees": "NumberOfPermanentContractEmployees",
	"DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherinterestedPartiesOrCommunitiesInGovernance": "DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherInterestedPartiesOrCommunitiesInGovernance",
	"MostSeniorLevelAccountableForImplementationOfPracticesPoliciesAndOrFutureInitiatives":                  "MostSeniorLevelAccountableForImplementationOfPolicies",
}

// parseRef reads "'Sheet name'!$D$406:$D$505".
func parseRef(ref string) (cellRange, bool) {
	ref = strings.ReplaceAll(ref, "$", "")
	i := strings.LastIndex(ref, "!")
	if i < 0 || strings.Contains(ref, "#REF") || strings.Contains(ref, ",") {
		return cellRange{}, false
	}
	sheet := strings.Trim(ref[:i], "'")
	sheet = strings.ReplaceAll(sheet, "''", "'")
	a, b, _ := strings.Cut(ref[i+1:], ":")
	c1, r1, err := excelize.CellNameToCoordinates(a)
	if err != nil {
		return cellRange{}, false
	}
	c2, r2 := c1, r1
	if b != "" {
		if c2, r2, err = excelize.CellNameToCoordinates(b); err != nil {
			return cellRange{}, false
		}
	}
	return cellRange{Sheet: sheet, C1: c1, R1: r1, C2: c2, R2: r2}, true
}

func cellName(col, row int) string {
	n, _ := excelize.CoordinatesToCellName(col, row)
	return n
}

// raw is the cell's stored value (a formula's cached result), trimmed.
func (w *workbook) raw(sheet string, col, row int) string {
	v, _ := w.f.GetCellValue(sheet, cellName(col, row), excelize.Options{RawCellValue: true})
	return strings.TrimSpace(v)
}

// first is the value of the named range's top-left cell.
func (w *workbook) first(name string) string {
	r, ok := w.names[name]
	if !ok {
		return ""
	}
	return w.raw(r.Sheet, r.C1, r.R1)
}

// sortedNames lists the defined names in a stable order.
func (w *workbook) sortedNames() []string {
	out := make([]string, 0, len(w.names))
	for n := range w.names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// excelizeDate is an Excel serial day as a time.
func excelizeDate(f float64) (time.Time, error) { return excelize.ExcelDateToTime(f, false) }
