package rating

import (
	"sort"
	"time"
)

// Step is one change of a single answer that would raise the total, and by how much: the
// free, exact breakdown of "what would take me to the next level".
type Step struct {
	Company       bool // complete the company profile (Section is then unused)
	Section       Section
	Stage         Stage
	Accreditation Accreditation // for a DEFINED accreditation
	Gain          int           // points added to the current total (net of exclusions)
	Total         int           // the total after the change
	ReachesNext   bool          // the change alone reaches the next level
}

// NextLevel is the level above a total and the points it starts at; ok is false at the top.
func NextLevel(total int) (Level, int, bool) {
	for _, l := range Levels {
		if total < l.From {
			return l.Level, l.From, true
		}
	}
	return "", 0, false
}

// NextSteps lists, for each section, each other answer that would raise the total, best
// first. Every figure comes from Compute, so exclusions and time rules are included: a
// PLANNING answer is taken as given today with a future target, and an earlier missed
// target still suspends it.
func NextSteps(r Record, t Table, now time.Time) []Step {
	base := Compute(r, t, now)
	_, from, hasNext := NextLevel(base.Total)
	var steps []Step
	try := func(s Section, a Answer) {
		alt := r
		alt.Answers[s] = a
		res := Compute(alt, t, now)
		if gain := res.Total - base.Total; gain > 0 {
			steps = append(steps, Step{Section: s, Stage: a.Stage, Accreditation: a.Accreditation, Gain: gain,
				Total: res.Total, ReachesNext: hasNext && res.Total >= from})
		}
	}
	if !r.CompanyComplete {
		alt := r
		alt.CompanyComplete = true
		if res := Compute(alt, t, now); res.Total > base.Total {
			steps = append(steps, Step{Company: true, Gain: res.Total - base.Total, Total: res.Total,
				ReachesNext: hasNext && res.Total >= from})
		}
	}
	for _, s := range Sections {
		cur := r.Answers[s]
		stage := normalize(cur.Stage)
		for _, st := range Stages {
			a := Answer{Stage: st, AnsweredAt: now, MissedTarget: missedTarget(cur, now)}
			switch {
			case st == Planning:
				if stage == Planning {
					continue
				}
				a.PlannedFor = dayOf(now).AddDate(1, 0, 0)
			case st == Defined && s == Accreditations:
				for _, acc := range AccreditationTypes {
					if stage == Defined && cur.Accreditation == acc {
						continue
					}
					a.Accreditation = acc
					try(s, a)
				}
				continue
			case st == stage:
				continue
			}
			try(s, a)
		}
	}
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].Gain > steps[j].Gain })
	return steps
}

// missedTarget is the target a new PLANNING answer would still be suspended by.
func missedTarget(a Answer, now time.Time) time.Time {
	m := a.MissedTarget
	if normalize(a.Stage) == Planning && !a.PlannedFor.IsZero() && dayOf(now).After(dayOf(a.PlannedFor)) && a.PlannedFor.After(m) {
		m = a.PlannedFor
	}
	return m
}
