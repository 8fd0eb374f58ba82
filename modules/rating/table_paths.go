package rating

import (
	"maps"
	"slices"
	"strconv"
	"time"

	"greenconnect/app/web"
)

// Plain point keys of the table (docs/rating.md, "The points table").
const (
	KeySignUp         = "signUpGreenRating"
	KeyCompanyProfile = "companyProfile"
	KeyGreenRoom      = "greenRoom"
)

// A table entry is named by a path: a plain key ("signUpGreenRating"), a section and stage
// ("co2Accounting.PLANNING"), or for accreditations also the type
// ("environmentalAccreditations.DEFINED.esg"). Both JSON shapes, the admin form and the
// field errors use these paths.

// Paths lists every entry of the table in display order.
func Paths() []string {
	out := []string{KeySignUp, KeyCompanyProfile, KeyGreenRoom}
	for _, s := range Sections {
		for _, st := range Stages {
			if s == Accreditations && st == Defined {
				for _, a := range AccreditationTypes {
					out = append(out, s.Key()+"."+string(st)+"."+a.Key())
				}
				continue
			}
			out = append(out, s.Key()+"."+string(st))
		}
	}
	return out
}

// Points lists the table's entries by path.
func (t Table) Points() map[string]int {
	m := map[string]int{KeySignUp: t.SignUp, KeyCompanyProfile: t.CompanyProfile, KeyGreenRoom: t.GreenRoom}
	for _, s := range Sections {
		sp := t.Stages[s]
		m[s.Key()+"."+string(Planning)] = sp.Planning
		m[s.Key()+"."+string(NotNeeded)] = sp.NotNeeded
		if s == Accreditations {
			for _, a := range AccreditationTypes {
				m[s.Key()+"."+string(Defined)+"."+a.Key()] = t.AccreditationPoints[a]
			}
			continue
		}
		m[s.Key()+"."+string(Defined)] = sp.Defined
	}
	return m
}

// TableProblem is the path of a problem with the table as a whole (its best path).
const TableProblem = "table"

// TableFromPoints builds a table from every path's points and checks it: each entry
// present and not negative, and the best path not above MaxTotal. Problems come back by
// path, the best path's under TableProblem.
func TableFromPoints(points map[string]int) (Table, web.FieldErrors) {
	var errs web.FieldErrors
	for _, p := range Paths() {
		v, ok := points[p]
		switch {
		case !ok:
			errs.Add(p, "rating.table.error.missing", nil)
		case v < 0:
			errs.Add(p, "rating.table.error.negative", nil)
		}
	}
	for _, p := range slices.Sorted(maps.Keys(points)) {
		if !isPath(p) {
			errs.Add(p, "rating.table.error.unknown", nil)
		}
	}
	if errs.Len() > 0 {
		return Table{}, errs
	}
	t := tableOf(points)
	if best := BestPath(t); best > MaxTotal {
		errs.Add(TableProblem, "rating.table.error.best_path", map[string]any{"Total": strconv.Itoa(best), "Max": strconv.Itoa(MaxTotal)})
		return Table{}, errs
	}
	return t, errs
}

// tableOf is the table of points by path, an entry absent counting 0.
func tableOf(points map[string]int) Table {
	t := Table{SignUp: points[KeySignUp], CompanyProfile: points[KeyCompanyProfile], GreenRoom: points[KeyGreenRoom]}
	for _, s := range Sections {
		k := s.Key() + "."
		t.Stages[s] = StagePoints{Defined: points[k+string(Defined)], Planning: points[k+string(Planning)],
			NotNeeded: points[k+string(NotNeeded)]}
	}
	for _, a := range AccreditationTypes {
		t.AccreditationPoints[a] = points[Accreditations.Key()+"."+string(Defined)+"."+a.Key()]
	}
	return t
}

// TableAsTyped is the table of an editor's entries as typed, before any check: what its best
// path figure is computed from (docs/rating.md, "The editor"). An entry that is absent or
// negative counts 0.
func TableAsTyped(points map[string]int) Table {
	clean := make(map[string]int, len(points))
	for p, n := range points {
		clean[p] = max(n, 0)
	}
	return tableOf(clean)
}

func isPath(p string) bool {
	for _, q := range Paths() {
		if p == q {
			return true
		}
	}
	return false
}

// BestPath is the highest total the table allows before the cap: every combination of
// answers and accreditation types, with a complete company profile and the Green Room
// points. With the default table it is exactly 495 (95 + ESG report 300 + an esg or carbon
// accreditation 100).
func BestPath(t Table) int {
	best, _ := bestPath(t)
	return best
}

// PastTheLimit are the entries that take the best path above MaxTotal: those the best path
// counts that are higher than in saved (the table as it is now, whose best path is within the
// limit), in the table's order; none when the best path is within it.
func PastTheLimit(t, saved Table) []string {
	best, used := bestPath(t)
	if best <= MaxTotal {
		return nil
	}
	was := saved.Points()
	now := t.Points()
	var out []string
	for _, p := range used {
		if now[p] > was[p] {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return used // saved was over the limit too: every entry the path counts
	}
	return out
}

// bestPath is BestPath and the entries its first best combination counts (points above 0),
// in the table's order.
func bestPath(t Table) (int, []string) {
	now := time.Date(2000, 1, 3, 0, 0, 0, 0, time.UTC) // a Monday; PLANNING answers valid
	rec := Record{CompanyComplete: true, Posts: GreenRoomPostsEveryWeek(now)}
	best := -1
	var top Result
	var answers [NumSections]Answer
	var walk func(i int)
	walk = func(i int) {
		if i == NumSections {
			if r := Compute(rec, t, now); r.Raw > best {
				best, top, answers = r.Raw, r, rec.Answers
			}
			return
		}
		for _, st := range Stages {
			rec.Answers[i] = Answer{Stage: st, AnsweredAt: now, PlannedFor: now.AddDate(1, 0, 0)}
			if Section(i) == Accreditations && st == Defined {
				for _, a := range AccreditationTypes {
					rec.Answers[i].Accreditation = a
					walk(i + 1)
				}
				continue
			}
			walk(i + 1)
		}
	}
	walk(0)
	counted := map[string]bool{KeySignUp: top.SignUp > 0, KeyCompanyProfile: top.CompanyProfile > 0, KeyGreenRoom: top.GreenRoom > 0}
	for _, s := range Sections {
		if sr := top.Sections[s]; sr.Counted && sr.Points > 0 {
			p := s.Key() + "." + string(sr.Stage)
			if s == Accreditations && sr.Stage == Defined {
				p += "." + answers[s].Accreditation.Key()
			}
			counted[p] = true
		}
	}
	var used []string
	for _, p := range Paths() {
		if counted[p] {
			used = append(used, p)
		}
	}
	return best, used
}

// GreenRoomPostsEveryWeek is one post in each counted week before now: the posts that earn
// all the Green Room's points.
func GreenRoomPostsEveryWeek(now time.Time) []time.Time {
	posts := make([]time.Time, greenRoomWeeks)
	for i := range posts {
		posts[i] = WeekStart(now).Add(-time.Duration(i+1) * week).Add(time.Hour)
	}
	return posts
}
