package profile

import "greenconnect/modules/rating"

// The sections of the record (docs/profile.md, "Sections"): the seven rated ones, whose
// keys are the rating's, then the two unrated ones the report shows.
const (
	KeyServices = "sustainableServices"
	KeyWeb      = "greenWebTraffic"
)

// The rated sections whose answers hold more than evidence.
var (
	KeyAccreditations = rating.Accreditations.Key() // its first item holds the type
	KeyGoals          = rating.Goals.Key()          // its items pick UN SDGs
)

// SectionKeys lists every section in wizard order: the rated ones in the rating's order,
// then the unrated ones.
var SectionKeys = func() [rating.NumSections + 2]string {
	var keys [rating.NumSections + 2]string
	for i, s := range rating.Sections {
		keys[i] = s.Key()
	}
	keys[rating.NumSections], keys[rating.NumSections+1] = KeyServices, KeyWeb
	return keys
}()

// SectionSet holds the nine sections; in JSON each is a top-level key of the record (its
// tags are SectionKeys).
type SectionSet struct {
	ESGReport      Section `json:"sustainabilityESGReport"`
	Accreditations Section `json:"environmentalAccreditations"`
	CO2Accounting  Section `json:"co2Accounting"`
	Goals          Section `json:"sustainabilityGoals"`
	Initiatives    Section `json:"environmentalInitiatives"`
	Policies       Section `json:"environmentalPolicies"`
	Training       Section `json:"sustainabilityTraining"`
	Services       Section `json:"sustainableServices"`
	Web            Section `json:"greenWebTraffic"`
}

// All gives the sections in SectionKeys order, to read or change them.
func (s *SectionSet) All() [9]*Section {
	return [9]*Section{&s.ESGReport, &s.Accreditations, &s.CO2Accounting, &s.Goals, &s.Initiatives,
		&s.Policies, &s.Training, &s.Services, &s.Web}
}

// Get is the section of a key; nil for an unknown key.
func (s *SectionSet) Get(key string) *Section {
	for i, k := range SectionKeys {
		if k == key {
			return s.All()[i]
		}
	}
	return nil
}

// SectionSlug names a section in message ids (profile.section.<slug>.*): the rating's slug
// for rated sections.
func SectionSlug(key string) string {
	if s, ok := rating.SectionByKey(key); ok {
		return s.Slug()
	}
	switch key {
	case KeyServices:
		return "services"
	case KeyWeb:
		return "web"
	}
	return ""
}

// IsSectionKey reports whether key names a section.
func IsSectionKey(key string) bool { return SectionSlug(key) != "" }

// ReportSections are the eight sections of the report preview, in the wizard's order
// (docs/profile.md, "The report"); the ESG report shows in the rating block instead.
var ReportSections = func() []string {
	var out []string
	for _, k := range SectionKeys {
		if k != rating.ESGReport.Key() {
			out = append(out, k)
		}
	}
	return out
}()
