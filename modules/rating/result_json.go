package rating

// ResultJSON is the rating in the record of the API (docs/rating.md, "The table's JSON").
type ResultJSON struct {
	Total    int                          `json:"total"`
	Level    Level                        `json:"level"`
	Stars    int                          `json:"stars"`
	Band     int                          `json:"band"`
	Active   bool                         `json:"active"`
	Complete bool                         `json:"complete"`
	Sections map[string]SectionResultJSON `json:"sections"`
}

// SectionResultJSON is one section's part. Stage is null when unanswered; Until
// (YYYY-MM-DD) comes with the reasons that refer to a date, and with valid PLANNING points.
type SectionResultJSON struct {
	Stage    *Stage `json:"stage"`
	Points   int    `json:"points"`
	Possible int    `json:"possible"`
	Counted  bool   `json:"counted"`
	Reason   Reason `json:"reason"`
	Until    string `json:"until,omitempty"`
}

// JSON is the result in the API's shape.
func (r Result) JSON() ResultJSON {
	out := ResultJSON{Total: r.Total, Level: r.Level, Stars: r.Stars, Band: r.Band, Active: r.Active,
		Complete: r.Complete, Sections: make(map[string]SectionResultJSON, NumSections)}
	for _, s := range Sections {
		sr := r.Sections[s]
		j := SectionResultJSON{Points: sr.Points, Possible: sr.Possible, Counted: sr.Counted, Reason: sr.Reason}
		if sr.Stage != NoStage {
			st := sr.Stage
			j.Stage = &st
		}
		if !sr.Until.IsZero() {
			j.Until = sr.Until.Format("2006-01-02")
		}
		out.Sections[s.Key()] = j
	}
	return out
}
