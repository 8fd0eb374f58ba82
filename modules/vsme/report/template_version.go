package report

import (
	"bytes"
	"sort"
	"strings"
	"sync"

	"github.com/xuri/excelize/v2"

	"greenconnect/modules/vsme/taxonomy"
)

// Reasons an import reports about the workbook as a whole (docs/vsme.md, "Import").
const (
	// ReasonOtherVersion: the workbook states another version than the one whose names the
	// module reads (TemplateVersion); what it names alike is read all the same.
	ReasonOtherVersion = "other_version"
	// ReasonNoVersion: the workbook states no version (no "template_reporting_template_version").
	ReasonNoVersion = "no_version"
	// ReasonMissingName: a defined name of TemplateVersion holding a datapoint is not in the
	// workbook, so that datapoint is not read.
	ReasonMissingName = "missing_name"
)

// versionName is the defined name of the cell stating the template's version (Introduction!C1
// in 1.3.0).
const versionName = "template_reporting_template_version"

var (
	knownOnce  sync.Once
	knownNames map[string]cellRange
)

// datapointNames are the defined names of the blank TemplateVersion template that hold a
// datapoint (the names readName reads), with their cells.
func datapointNames() map[string]cellRange {
	knownOnce.Do(func() {
		knownNames = map[string]cellRange{}
		f, err := excelize.OpenReader(bytes.NewReader(blankTemplate))
		if err != nil {
			return
		}
		defer f.Close()
		w := openWorkbook(f)
		for name, rng := range w.names {
			if isDatapointName(name) {
				knownNames[name] = rng
			}
		}
	})
	return knownNames
}

// isDatapointName says whether a defined name is read as a datapoint's cell or table.
func isDatapointName(name string) bool {
	if strings.HasSuffix(name, "_unit") || strings.HasPrefix(name, "template_") || strings.HasPrefix(name, "enum_") {
		return false
	}
	local := name
	if i := strings.LastIndex(name, "_"); i > 0 && strings.HasSuffix(name, "Member") {
		local = name[:i]
	}
	c := taxonomy.Load().Concept(vsmePrefix + local)
	return c != nil && !c.Abstract && !c.Dimension && !c.Hypercube
}

// checkVersion says which version of the template the workbook states, and lists as issues a
// version other than TemplateVersion, or none, and each datapoint name of TemplateVersion the
// workbook lacks (with the cell it has in TemplateVersion), so that an older template read
// by today's names says what it could not read instead of leaving it out silently.
func checkVersion(w *workbook) (string, []Issue) {
	var issues []Issue
	version := w.first(versionName)
	switch {
	case version == "":
		issues = append(issues, Issue{Reason: ReasonNoVersion})
	case version != TemplateVersion:
		is := Issue{Value: version, Reason: ReasonOtherVersion}
		if r, ok := w.names[versionName]; ok {
			is.Sheet, is.Cell = r.Sheet, cellName(r.C1, r.R1)
		}
		issues = append(issues, is)
	}
	var missing []Issue
	for name, rng := range datapointNames() {
		if _, ok := w.names[name]; ok {
			continue
		}
		local := name
		if i := strings.LastIndex(name, "_"); i > 0 && strings.HasSuffix(name, "Member") {
			local = name[:i]
		}
		missing = append(missing, Issue{Sheet: rng.Sheet, Cell: cellName(rng.C1, rng.R1), Concept: vsmePrefix + local,
			Value: name, Reason: ReasonMissingName})
	}
	sort.Slice(missing, func(i, j int) bool { return missing[i].Value < missing[j].Value })
	return version, append(issues, missing...)
}
