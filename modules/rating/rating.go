// Package rating is the Green Rating: the points table (data an admin edits) and the one
// pure function, Compute, that turns a company's answers into its rating. The pages, the
// API, the public company page, the directory and the embed badge all go through Compute
// (docs/rating.md).
package rating

import "time"

// Section is one of the seven rated sections, in the order of the points table
// (docs/rating.md, "The points table").
type Section int

// The rated sections.
const (
	ESGReport Section = iota
	Accreditations
	CO2Accounting
	Goals
	Initiatives
	Policies
	Training
	NumSections int = iota
)

// Sections lists the rated sections in order.
var Sections = [NumSections]Section{ESGReport, Accreditations, CO2Accounting, Goals, Initiatives, Policies, Training}

var sectionKeys = [NumSections]string{
	"sustainabilityESGReport", "environmentalAccreditations", "co2Accounting", "sustainabilityGoals",
	"environmentalInitiatives", "environmentalPolicies", "sustainabilityTraining",
}

// sectionSlugs name a section in message ids (rating.section.<slug>.*): ids are lower case.
var sectionSlugs = [NumSections]string{"esg_report", "accreditations", "co2", "goals", "initiatives", "policies", "training"}

// Key is the section's key in the record and the points table (camelCase, as the API has it).
func (s Section) Key() string { return sectionKeys[s] }

// Slug is the section's name in message ids.
func (s Section) Slug() string { return sectionSlugs[s] }

// SectionByKey finds a rated section by its record key.
func SectionByKey(key string) (Section, bool) {
	for i, k := range sectionKeys {
		if k == key {
			return Section(i), true
		}
	}
	return 0, false
}

// Stage is a section's answer (docs/rating.md, "The rules"). The empty stage means not
// answered yet.
type Stage string

// The stages. DEFINED2 appears in old data and is read as DEFINED.
const (
	NoStage   Stage = ""
	NotNeeded Stage = "NOT_NEEDED"
	Planning  Stage = "PLANNING"
	Defined   Stage = "DEFINED"
	defined2  Stage = "DEFINED2"
)

// Stages lists the answers a section can have, best first.
var Stages = []Stage{Defined, Planning, NotNeeded}

// ParseStage reads a stored or submitted stage; DEFINED2 becomes DEFINED. ok is false for
// anything else that is not empty.
func ParseStage(s string) (Stage, bool) {
	switch Stage(s) {
	case NoStage, NotNeeded, Planning, Defined:
		return Stage(s), true
	case defined2:
		return Defined, true
	}
	return NoStage, false
}

// Slug names the stage in message ids.
func (s Stage) Slug() string {
	switch s {
	case NotNeeded:
		return "not_needed"
	case Planning:
		return "planning"
	case Defined:
		return "defined"
	}
	return "none"
}

// Accreditation is the type of an environmental accreditation.
type Accreditation int

// The accreditation types; NoAccreditation when none was given.
const (
	NoAccreditation Accreditation = iota
	Carbon
	ESG
	Others
)

// AccreditationTypes lists the types in table order.
var AccreditationTypes = []Accreditation{Carbon, ESG, Others}

var accreditationKeys = [...]string{"", "carbon", "esg", "others"}

// Key is the type's name in the record ("carbon", "esg", "others").
func (a Accreditation) Key() string { return accreditationKeys[a] }

// ParseAccreditation reads an accreditation type; ok is false for an unknown one.
func ParseAccreditation(s string) (Accreditation, bool) {
	for i, k := range accreditationKeys {
		if k == s {
			return Accreditation(i), true
		}
	}
	return NoAccreditation, false
}

// Answer is one section's answer as the engine needs it.
type Answer struct {
	Stage Stage
	// AnsweredAt is when the section got its current stage (saving again without changing the
	// stage keeps it). PLANNING points last 18 months from that day.
	AnsweredAt time.Time
	// PlannedFor is the target day of a PLANNING answer.
	PlannedFor time.Time
	// MissedTarget is the latest earlier PLANNING target of this section that passed while the
	// section was still PLANNING: changing the date does not lift the 12-month suspension.
	MissedTarget time.Time
	// Accreditation is the type, for the accreditations section.
	Accreditation Accreditation
}

// Record is everything the rating depends on.
type Record struct {
	CompanyComplete bool // the company profile has every required field
	Answers         [NumSections]Answer
	// Posts are the publication moments of the company's published Green Room posts. Only
	// the 12 complete ISO weeks before the current one matter, so a feeder may pass just
	// those; order does not matter. Empty until the blog exists.
	Posts []time.Time
}
