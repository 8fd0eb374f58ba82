package report

import (
	"bytes"
	"sort"
	"strings"
	"testing"

	"greenconnect/modules/vsme/taxonomy"
)

// The reporting undertaking's name has no datapoint in the taxonomy: the only concepts that
// name something name a subsidiary and a material, and EFRAG's converter reads no fact of the
// sample holding the name ("Company XYZ"): it takes the name as the report's metadata. So the
// xBRL-JSON carries the entity by its scheme and identifier only, like the converter, and the
// name is in the Inline XBRL page's title and header (docs/vsme.md, "Exports"). A taxonomy
// version adding a datapoint for the name fails here: export Entity.Name as its fact then.
func TestEntityNameHasNoDatapoint(t *testing.T) {
	tax := taxonomy.Load()
	var naming []string
	for q, c := range tax.Concepts {
		if strings.HasPrefix(q, vsmePrefix) && !c.Abstract && strings.Contains(strings.ToLower(c.Label("en")), "name") {
			naming = append(naming, q)
		}
	}
	sort.Strings(naming)
	if got := strings.Join(naming, " "); got != "vsme:NameOfMaterialUsed vsme:NameOfTheSubsidiary" {
		t.Errorf("datapoints naming something: %s; if one is the reporting undertaking's name, export Entity.Name as its fact", got)
	}
	rep := importSample(t)
	if rep.Entity.Name != "Company XYZ" {
		t.Fatalf("entity name = %q", rep.Entity.Name)
	}
	for _, f := range converterFacts(t, rep) {
		if f.Value == rep.Entity.Name {
			t.Errorf("the converter reads the entity's name as %s", f.Concept)
		}
	}
	var buf bytes.Buffer
	if err := WriteXBRLJSON(&buf, rep); err != nil {
		t.Fatal(err)
	}
	back, issues, err := ReadXBRLJSON(&buf)
	if err != nil || len(issues) > 0 {
		t.Fatalf("read back: %v %+v", err, issues)
	}
	if back.Entity.Scheme != rep.Entity.Scheme || back.Entity.ID != rep.Entity.ID {
		t.Errorf("entity read back = %+v, want %+v", back.Entity, rep.Entity)
	}
}
