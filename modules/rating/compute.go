package rating

import "time"

// Compute is the Green Rating of a record under a points table at a moment. It is pure:
// the same inputs always give the same rating, and nothing else is read.
//
// The rules (docs/rating.md, "The rules"):
//   - total = sign-up + company profile (if complete) + Green Room (if earned) + the points of
//     every counted section for its stage, capped at 495; DEFINED2 is read as DEFINED.
//   - A DEFINED ESG report, or a DEFINED accreditation of type esg, makes goals, initiatives,
//     policies, training and CO2 accounting not count; a DEFINED carbon accreditation makes
//     CO2 accounting not count. (An accreditation only PLANNED excludes nothing.)
//   - With an esg accreditation the ESG report still counts, but is exempt from the
//     completeness check.
//   - complete = every counted section has nonzero points, and total > 0.
//   - active = all seven sections have a stage (excluded ones too).
//   - Time rules in planningPoints and greenRoomEarned.
func Compute(r Record, t Table, now time.Time) Result {
	today := dayOf(now)
	res := Result{SignUp: t.SignUp, Active: true}
	if r.CompanyComplete {
		res.CompanyProfile = t.CompanyProfile
	}
	if greenRoomEarned(r.Posts, now) {
		res.GreenRoom = t.GreenRoom
	}
	accType := NoAccreditation
	if acc := r.Answers[Accreditations]; normalize(acc.Stage) == Defined {
		accType = acc.Accreditation
	}
	esgReport := normalize(r.Answers[ESGReport].Stage) == Defined

	total := res.SignUp + res.CompanyProfile + res.GreenRoom
	complete := true
	for _, s := range Sections {
		a := r.Answers[s]
		sr := SectionResult{Stage: normalize(a.Stage), Counted: true, Possible: t.Possible(s)}
		switch sr.Stage {
		case NoStage:
			res.Active = false
			sr.Reason = ReasonUnanswered
		case Planning:
			res.AnyStage = true
			sr.Points, sr.Reason, sr.Until = planningPoints(a, t.points(s, a, Planning), today)
		default:
			res.AnyStage = true
			sr.Points = t.points(s, a, sr.Stage)
		}
		if reason := exclusion(s, esgReport, accType); reason != ReasonNone {
			sr.Counted, sr.Points, sr.Reason, sr.Until = false, 0, reason, time.Time{}
		}
		if sr.Counted {
			total += sr.Points
			exempt := s == ESGReport && accType == ESG
			if sr.Points == 0 && !exempt {
				complete = false
			}
		}
		res.Sections[s] = sr
	}
	res.Raw = total
	res.Total = min(total, MaxTotal)
	res.Complete = complete && res.Total > 0
	res.Level, res.Stars = LevelFor(res.Total)
	res.Band = BandFor(res.Total)
	return res
}

// exclusion says why a section does not count given the ESG report and accreditation.
func exclusion(s Section, esgReport bool, acc Accreditation) Reason {
	switch s {
	case Goals, Initiatives, Policies, Training, CO2Accounting:
		if esgReport {
			return ReasonESGReport
		}
		if acc == ESG {
			return ReasonESGAccreditation
		}
		if s == CO2Accounting && acc == Carbon {
			return ReasonCarbonAccreditation
		}
	}
	return ReasonNone
}

func normalize(s Stage) Stage {
	st, _ := ParseStage(string(s))
	return st
}

// Covered lists the sections a DEFINED answer that gives reason covers (ReasonESGReport,
// ReasonESGAccreditation, ReasonCarbonAccreditation): the pages explain a cover with them.
func Covered(reason Reason) []Section {
	esg, acc := false, Accreditation(0)
	switch reason {
	case ReasonESGReport:
		esg = true
	case ReasonESGAccreditation:
		acc = ESG
	case ReasonCarbonAccreditation:
		acc = Carbon
	default:
		return nil
	}
	var out []Section
	for _, s := range Sections {
		if exclusion(s, esg, acc) == reason {
			out = append(out, s)
		}
	}
	return out
}
