package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

// Every choice the blank template's drop-down lists offer is read as the member it names: the
// list's label is the member's label in a kept language or its name (docs/vsme.md, "Import").
func TestTemplateListsResolve(t *testing.T) {
	f, err := excelize.OpenReader(bytes.NewReader(blankTemplate))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := openWorkbook(f)
	tax := taxonomy.Load()
	lists := []struct {
		name, concept string
		skip          func(string) bool
	}{
		{"enum_ListPollutants", "vsme:AmountOfEmissionToAir", nil},
		{"enum_ListTypeOfWastes", "vsme:WasteDivertedToRecycleOrReuseMass", func(s string) bool { return !strings.Contains(s, "Hazardous - ") }},
		{"enum_ListCountriesName", "vsme:NumberOfEmployeesForCountryOfEmploymentContract", nil},
		{"enum_ListCountriesName", "vsme:CountryOfSite", nil},
		{"enum_ListNACECategories", "vsme:NaceSectorClassificationCodes", nil},
		// The list B1's NACE cells offer: every section, division, group and class.
		{"enum_ListNACETechnicalName", "vsme:NaceSectorClassificationCodes", nil},
		{"enum_ListCountriesName", "vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets", nil},
		{"enum_ListOmittedDisclosures", "vsme:ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting", nil},
		{"enum_ListLegalForms", "vsme:UndertakingsLegalForm", nil},
		{"enum_ListSustainabilityIssues", "vsme:SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative",
			// "Other" has no member in the taxonomy: an issue when chosen, as the converter has none either.
			func(s string) bool { return s == "Other" }},
		{"enum_ListOmittedDisclosures", "vsme:ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation", nil},
		{"enum_list_options", "vsme:BasisForPreparation", nil},
		{"enum_employee_methodology", "vsme:EmployeeCountingMethodology", nil},
	}
	for _, l := range lists {
		r, ok := w.names[l.name]
		if !ok {
			t.Errorf("no list %s", l.name)
			continue
		}
		c := tax.Concept(l.concept)
		var members []string
		if c.IsEnum() {
			members = c.Other.DomainMembers
		} else {
			for _, ms := range tax.ExplicitAxes(l.concept) {
				members = ms
			}
		}
		seen := map[string]string{}
		for row := r.R1; row <= r.R2; row++ {
			label := w.raw(r.Sheet, r.C1, row)
			if label == "" || l.skip != nil && l.skip(label) {
				continue
			}
			m, ok := tax.ResolveMember(label, members)
			if !ok {
				t.Errorf("%s: %q names no member of %s", l.name, label, l.concept)
				continue
			}
			if other, dup := seen[m]; dup {
				t.Errorf("%s: %q and %q both read as %s", l.name, other, label, m)
			}
			seen[m] = label
		}
	}
}
