package rating

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"greenconnect/app/web"
)

// The two JSON shapes of the points table (docs/rating.md, "The table's JSON"):
// greenRatings, an object keyed by section whose entries are {keyName: stage, value:
// points} (for accreditations the DEFINED value is itself a list by type), and tableFormat,
// a flat list of score point rows.

// Entry is one {keyName, value} of greenRatings; Value is a number, or for the DEFINED entry
// of environmentalAccreditations a list of entries by type.
type Entry struct {
	KeyName string `json:"keyName"`
	Value   any    `json:"value"`
}

// Row is one score point row of tableFormat.
type Row struct {
	KeyName   string  `json:"keyName"`
	PointKey  *string `json:"pointKey"`
	Points    int     `json:"points"`
	AcrredKey *string `json:"acrredKey"`
}

// GreenRatings is the table as the greenRatings object.
func (t Table) GreenRatings() map[string]any {
	out := map[string]any{KeySignUp: t.SignUp, KeyCompanyProfile: t.CompanyProfile, KeyGreenRoom: t.GreenRoom}
	for _, s := range Sections {
		entries := make([]Entry, 0, len(Stages))
		for _, st := range Stages {
			var v any = t.points(s, Answer{}, st)
			if s == Accreditations && st == Defined {
				byType := make([]Entry, 0, len(AccreditationTypes))
				for _, a := range AccreditationTypes {
					byType = append(byType, Entry{KeyName: a.Key(), Value: t.AccreditationPoints[a]})
				}
				v = byType
			}
			entries = append(entries, Entry{KeyName: string(st), Value: v})
		}
		out[s.Key()] = entries
	}
	return out
}

// TableFormat is the table as tableFormat rows, in display order.
func (t Table) TableFormat() []Row {
	points := t.Points()
	rows := make([]Row, 0, len(points))
	for _, p := range Paths() {
		parts := strings.Split(p, ".")
		r := Row{KeyName: parts[0], Points: points[p]}
		if len(parts) > 1 {
			r.PointKey = &parts[1]
		}
		if len(parts) > 2 {
			r.AcrredKey = &parts[2]
		}
		rows = append(rows, r)
	}
	return rows
}

// PointsFromGreenRatings reads a greenRatings object into points by path. Values that are
// not whole numbers are reported by path.
func PointsFromGreenRatings(raw map[string]json.RawMessage) (map[string]int, web.FieldErrors) {
	points := map[string]int{}
	var errs web.FieldErrors
	for _, key := range slices.Sorted(maps.Keys(raw)) {
		val := raw[key]
		if _, ok := SectionByKey(key); !ok {
			readNumber(points, &errs, key, val)
			continue
		}
		var entries []struct {
			KeyName string          `json:"keyName"`
			Value   json.RawMessage `json:"value"`
		}
		if json.Unmarshal(val, &entries) != nil {
			errs.Add(key, "rating.table.error.shape", nil)
			continue
		}
		for _, e := range entries {
			path := key + "." + e.KeyName
			if key == Accreditations.Key() && e.KeyName == string(Defined) {
				var byType []struct {
					KeyName string          `json:"keyName"`
					Value   json.RawMessage `json:"value"`
				}
				if json.Unmarshal(e.Value, &byType) != nil {
					errs.Add(path, "rating.table.error.shape", nil)
					continue
				}
				for _, bt := range byType {
					readNumber(points, &errs, path+"."+bt.KeyName, bt.Value)
				}
				continue
			}
			readNumber(points, &errs, path, e.Value)
		}
	}
	return points, errs
}

// PointsFromTableFormat reads tableFormat rows into points by path; a path given twice is
// reported.
func PointsFromTableFormat(rows []Row) (map[string]int, web.FieldErrors) {
	points := map[string]int{}
	var errs web.FieldErrors
	for _, r := range rows {
		path := r.KeyName
		if r.PointKey != nil && *r.PointKey != "" {
			path += "." + *r.PointKey
		}
		if r.AcrredKey != nil && *r.AcrredKey != "" {
			path += "." + *r.AcrredKey
		}
		if _, dup := points[path]; dup {
			errs.Add(path, "rating.table.error.duplicate", nil)
		}
		points[path] = r.Points
	}
	return points, errs
}

func readNumber(points map[string]int, errs *web.FieldErrors, path string, raw json.RawMessage) {
	var n int
	if err := json.Unmarshal(raw, &n); err != nil {
		errs.Add(path, "rating.table.error.number", nil)
		return
	}
	points[path] = n
}
