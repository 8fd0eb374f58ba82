package report

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"
)

// A workbook that states another version of the template is read by 1.3.0's names all the
// same, and the import says which version it read and which of 1.3.0's datapoint names the
// workbook lacks, with the cell each has in 1.3.0; 1.3.0's own sample has nothing to report.
func TestImportSaysVersionAndMissingNames(t *testing.T) {
	rep := importSample(t)
	require.Equal(t, "1.3.0", rep.Template)

	f, err := excelize.OpenReader(bytes.NewReader(blankTemplate))
	require.NoError(t, err)
	require.NoError(t, f.SetCellValue("Introduction", "C1", "1.2.0"))
	for _, n := range []string{"NumberOfEmployees", "GrossScope1GreenhouseGasEmissions_BaselineYearMember"} {
		require.NoError(t, f.DeleteDefinedName(&excelize.DefinedName{Name: n, Scope: "Workbook"}))
	}
	var buf bytes.Buffer
	require.NoError(t, f.Write(&buf))
	rep, issues, err := ImportWorkbook(&buf)
	require.NoError(t, err)
	require.Equal(t, "1.2.0", rep.Template)
	require.Contains(t, issues, Issue{Sheet: "Introduction", Cell: "C1", Value: "1.2.0", Reason: ReasonOtherVersion})
	var missing []Issue
	for _, is := range issues {
		if is.Reason == ReasonMissingName {
			missing = append(missing, is)
		}
	}
	require.Equal(t, []Issue{
		{Sheet: "Environmental Disclosures", Cell: "G22", Concept: "vsme:GrossScope1GreenhouseGasEmissions",
			Value: "GrossScope1GreenhouseGasEmissions_BaselineYearMember", Reason: ReasonMissingName},
		{Sheet: "General Information", Cell: missing[1].Cell, Concept: "vsme:NumberOfEmployees",
			Value: "NumberOfEmployees", Reason: ReasonMissingName},
	}, missing)
	require.NotEmpty(t, missing[1].Cell)
}

// A template of 1.0.x spells three names as the taxonomy did then: the sample with those
// names imports to the same facts EFRAG's converter reads, with no name reported missing.
func TestImportReadsNamesEarlierTemplatesSpeltDifferently(t *testing.T) {
	renamed, issues := importVariant(t, func(f *excelize.File) {
		refs := map[string]string{}
		for _, dn := range f.GetDefinedName() {
			refs[dn.Name] = dn.RefersTo
		}
		for old, name := range renamedNames {
			require.NotEmpty(t, refs[name], name)
			require.NoError(t, f.DeleteDefinedName(&excelize.DefinedName{Name: name, Scope: "Workbook"}))
			require.NoError(t, f.SetDefinedName(&excelize.DefinedName{Name: old, RefersTo: refs[name], Scope: "Workbook"}))
		}
	})
	require.Empty(t, issues)
	require.Empty(t, Diff(renamed.Facts, importSample(t).Facts))
	var found bool
	for _, fact := range renamed.Facts {
		found = found || fact.Concept == "vsme:NumberOfPermanentContractEmployees"
	}
	require.True(t, found, "the permanent contract employees are read from the 1.0.x name")
}
