package report

// inputCells places the template's helper figures above the named result they feed: the
// turnover rate's three figures sit in the three rows above it, and so on (the same layout in
// versions 1.1.1 to 1.3.0 of the template).
var inputCells = []struct {
	name   string
	offset int
	input  string
}{
	{"EmployeeTurnoverRate", -3, InputEmployeesLeft},
	{"EmployeeTurnoverRate", -2, InputEmployeesAtStart},
	{"EmployeeTurnoverRate", -1, InputEmployeesAtEnd},
	{"RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod", -2, InputHoursPerEmployee},
	{"PercentageGapInPayBetweenFemaleAndMaleEmployees", -2, InputHourlyPayMale},
	{"PercentageGapInPayBetweenFemaleAndMaleEmployees", -1, InputHourlyPayFemale},
	{"PercentageOfEmployeesCoveredByCollectiveBargainingAgreements", -1, InputEmployeesCoveredCBA},
}

func readInputs(w *workbook) map[string]float64 {
	out := map[string]float64{}
	for _, ic := range inputCells {
		r, ok := w.names[ic.name]
		if !ok || r.R1+ic.offset < 1 {
			continue
		}
		if v, ok := cellNumber(w.raw(r.Sheet, r.C1, r.R1+ic.offset), false); ok {
			out[ic.input] = v
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
