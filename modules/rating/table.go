package rating

// StagePoints are a section's points per stage.
type StagePoints struct {
	Defined, Planning, NotNeeded int
}

// Table is the points table (docs/rating.md, "The points table"). Admins edit it; every
// rating uses the current one.
type Table struct {
	SignUp         int // signUpGreenRating: every account
	CompanyProfile int // the company profile has every required field
	GreenRoom      int // a published post in each of the 12 weeks before this one
	Stages         [NumSections]StagePoints
	// AccreditationPoints are the DEFINED points of environmentalAccreditations by type
	// (indexed by Accreditation; index 0 unused). Stages[Accreditations].Defined is unused.
	AccreditationPoints [4]int
}

// DefaultTable is the points table as it ships (docs/rating.md, "The points table").
func DefaultTable() Table {
	return Table{
		SignUp: 20, CompanyProfile: 25, GreenRoom: 50,
		Stages: [NumSections]StagePoints{
			ESGReport:      {Defined: 300, Planning: 30},
			Accreditations: {Planning: 20},
			CO2Accounting:  {Defined: 60, Planning: 15},
			Goals:          {Defined: 50, Planning: 10},
			Initiatives:    {Defined: 50, Planning: 10},
			Policies:       {Defined: 50, Planning: 10},
			Training:       {Defined: 50, Planning: 10},
		},
		AccreditationPoints: [4]int{Carbon: 100, ESG: 100, Others: 40},
	}
}

// points is what a stage of a section is worth, before time rules and exclusions.
func (t Table) points(s Section, a Answer, stage Stage) int {
	switch stage {
	case Defined:
		if s == Accreditations {
			return t.AccreditationPoints[a.Accreditation]
		}
		return t.Stages[s].Defined
	case Planning:
		return t.Stages[s].Planning
	case NotNeeded:
		return t.Stages[s].NotNeeded
	}
	return 0
}

// Possible is the most a section can give: its DEFINED value (for accreditations, the
// best type).
func (t Table) Possible(s Section) int {
	if s != Accreditations {
		return t.Stages[s].Defined
	}
	best := 0
	for _, a := range AccreditationTypes {
		best = max(best, t.AccreditationPoints[a])
	}
	return best
}
