package profile

import "greenconnect/modules/rating"

// Section keys of the record: the seven rated sections in rating order, then the two
// unrated ones shown on the report (product.md §4).
const (
	KeyServices = "sustainableServices"
	KeyWeb      = "greenWebTraffic"
)

// SectionKeys lists every section in wizard order.
var SectionKeys = [9]string{
	"sustainabilityESGReport", "environmentalAccreditations", "co2Accounting", "sustainabilityGoals",
	"environmentalInitiatives", "environmentalPolicies", "sustainabilityTraining", KeyServices, KeyWeb,
}

// SectionSet holds the nine sections; in JSON each is a top-level key of the record.
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

// ReportSections are the eight sections of the report preview (seed §3's profile preview
// state; the ESG report shows in the rating block instead).
var ReportSections = []string{
	"environmentalPolicies", "co2Accounting", "environmentalAccreditations", "environmentalInitiatives",
	KeyWeb, KeyServices, "sustainabilityTraining", "sustainabilityGoals",
}
