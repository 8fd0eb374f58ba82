package vsme

import (
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
)

// inputPrefix names a helper figure's field.
const inputPrefix = "input."

// roleInputs are the template's helper figures (docs/vsme.md, "Calculations") a form asks for
// beside the rate they feed, by presentation role: B8's turnover rate, B9's accident rate,
// B10's pay gap and collective bargaining coverage.
var roleInputs = map[string][]string{
	"g1310": {report.InputEmployeesLeft, report.InputEmployeesAtStart, report.InputEmployeesAtEnd},
	"g1320": {report.InputHoursPerEmployee},
	"g1330": {report.InputHourlyPayMale, report.InputHourlyPayFemale, report.InputEmployeesCoveredCBA},
}

// inputConcept is how a helper figure is checked: a number of zero or more.
var inputConcept = &taxonomy.Concept{Name: "input", DataType: "xbrli:decimalItemType",
	BaseDataType: "xbrli:decimalItemType", Numeric: true}

// inputsOf lists the helper figures of a disclosure's groups.
func inputsOf(groups []entryGroup) []string {
	var out []string
	for _, g := range groups {
		out = append(out, roleInputs[g.ID]...)
	}
	return out
}
