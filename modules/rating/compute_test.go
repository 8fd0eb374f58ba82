package rating

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

var now = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC) // a Sunday

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

// answers builds a record from stages in section order ("" unanswered); PLANNING answers
// are given today with a target a month ahead.
func answers(stages ...Stage) Record {
	var r Record
	for i, st := range stages {
		r.Answers[i] = Answer{Stage: st, AnsweredAt: now, PlannedFor: now.AddDate(0, 1, 0)}
	}
	return r
}

func withAcc(r Record, a Accreditation) Record {
	r.Answers[Accreditations].Accreditation = a
	return r
}

func all(st Stage) Record { return answers(st, st, st, st, st, st, st) }

func TestComputeTotals(t *testing.T) {
	t.Parallel()
	D, P, N := Defined, Planning, NotNeeded
	cases := []struct {
		name     string
		rec      Record
		total    int
		active   bool
		complete bool
	}{
		{"nothing answered: the welcome bonus only", Record{}, 20, false, false},
		{"company profile complete adds 25", Record{CompanyComplete: true}, 45, false, false},
		{"all NOT_NEEDED", all(N), 20, true, false},
		{"all PLANNING", all(P), 20 + 30 + 20 + 15 + 4*10, true, true},
		{"all DEFINED, accreditation others", withAcc(all(D), Others), 20 + 300 + 40, true, true},
		{"ESG path without Green Room (the browser test's 445)", func() Record {
			r := withAcc(all(D), ESG)
			r.CompanyComplete = true
			return r
		}(), 445, true, true},
		{"best path with Green Room is exactly 495", func() Record {
			r := withAcc(all(D), Carbon)
			r.CompanyComplete, r.Posts = true, greenRoomPosts(now)
			return r
		}(), 495, true, true},
		{"no ESG report: every other section counts", withAcc(answers(N, D, D, D, D, D, D), Others),
			20 + 40 + 60 + 4*50, true, false},
		{"no ESG report, carbon accreditation: CO2 not counted", withAcc(answers(N, D, D, D, D, D, D), Carbon),
			20 + 100 + 4*50, true, false},
		{"DEFINED2 is read as DEFINED", withAcc(answers("DEFINED2", "DEFINED2", N, N, N, N, N), Others),
			20 + 300 + 40, true, true},
		{"one section unanswered: not active, total still computed", answers(D, N, D, D, D, D, ""),
			20 + 300, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Compute(c.rec, DefaultTable(), now)
			require.Equal(t, c.total, r.Total)
			require.Equal(t, c.active, r.Active, "active")
			require.Equal(t, c.complete, r.Complete, "complete")
			sum := r.SignUp + r.CompanyProfile + r.GreenRoom
			for _, sr := range r.Sections {
				if sr.Counted {
					sum += sr.Points
				} else {
					require.Zero(t, sr.Points, "a section that does not count adds nothing")
				}
			}
			require.Equal(t, r.Raw, sum, "the total is the sum of its parts")
		})
	}
}

func TestExclusions(t *testing.T) {
	t.Parallel()
	D, P, N := Defined, Planning, NotNeeded
	five := []Section{Goals, Initiatives, Policies, Training, CO2Accounting}
	cases := []struct {
		name     string
		rec      Record
		excluded []Section
		reason   Reason
	}{
		{"ESG report DEFINED", withAcc(answers(D, D, D, D, D, D, D), Others), five, ReasonESGReport},
		{"ESG report DEFINED2", answers("DEFINED2", N, D, D, D, D, D), five, ReasonESGReport},
		{"esg accreditation", withAcc(answers(N, D, D, D, D, D, D), ESG), five, ReasonESGAccreditation},
		{"carbon accreditation", withAcc(answers(N, D, D, D, D, D, D), Carbon), []Section{CO2Accounting}, ReasonCarbonAccreditation},
		{"ESG report PLANNING excludes nothing", withAcc(answers(P, D, D, D, D, D, D), Others), nil, ""},
		{"esg accreditation only PLANNED excludes nothing", withAcc(answers(N, P, D, D, D, D, D), ESG), nil, ""},
		{"carbon accreditation only PLANNED excludes nothing", withAcc(answers(N, P, D, D, D, D, D), Carbon), nil, ""},
		{"others accreditation excludes nothing", withAcc(answers(N, D, D, D, D, D, D), Others), nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Compute(c.rec, DefaultTable(), now)
			excluded := map[Section]bool{}
			for _, s := range c.excluded {
				excluded[s] = true
			}
			for _, s := range Sections {
				sr := r.Sections[s]
				require.Equal(t, !excluded[s], sr.Counted, s.Key())
				if excluded[s] {
					require.Equal(t, c.reason, sr.Reason, s.Key())
					require.Zero(t, sr.Points)
					require.Equal(t, DefaultTable().Possible(s), sr.Possible, "possible is still shown")
				}
			}
		})
	}
}

func TestCompleteness(t *testing.T) {
	t.Parallel()
	D, N := Defined, NotNeeded
	cases := []struct {
		name     string
		rec      Record
		complete bool
	}{
		{"esg accreditation exempts the ESG report from the check", withAcc(answers(N, D, N, N, N, N, N), ESG), true},
		{"the exempt ESG report still counts its points", withAcc(answers(D, D, N, N, N, N, N), ESG), true},
		{"others accreditation: a NOT_NEEDED ESG report makes it incomplete", withAcc(answers(N, D, D, D, D, D, D), Others), false},
		{"carbon accreditation: CO2 NOT_NEEDED does not matter", withAcc(answers(D, D, N, N, N, N, N), Carbon), true},
		{"an excluded section with no points does not matter", answers(D, N, N, N, N, N, N), false},
		{"unanswered sections that do not count do not matter", withAcc(answers(D, D, "", "", "", "", ""), ESG), true},
		{"an unanswered counted section makes it incomplete", withAcc(answers("", D, D, D, D, D, D), Others), false},
		{"an unanswered ESG report is exempt with an esg accreditation", withAcc(answers("", D), ESG), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.complete, Compute(c.rec, DefaultTable(), now).Complete)
		})
	}
	var zero Table
	require.False(t, Compute(Record{}, zero, now).Complete, "total 0 is never complete")
}

func TestUnansweredSectionsShowTheirPossiblePoints(t *testing.T) {
	t.Parallel()
	r := Compute(Record{}, DefaultTable(), now)
	require.False(t, r.AnyStage, "at the starting line")
	want := [NumSections]int{300, 100, 60, 50, 50, 50, 50}
	for _, s := range Sections {
		sr := r.Sections[s]
		require.Equal(t, NoStage, sr.Stage)
		require.Zero(t, sr.Points)
		require.Equal(t, want[s], sr.Possible, s.Key())
		require.Equal(t, ReasonUnanswered, sr.Reason)
		require.Equal(t, "rating.section."+s.Slug()+".none", sr.MessageKey(s))
	}
	r = Compute(answers(Planning), DefaultTable(), now)
	require.True(t, r.AnyStage)
	require.Equal(t, "rating.section.esg_report.planning", r.Sections[ESGReport].MessageKey(ESGReport))
}

func TestAccreditationPointsByType(t *testing.T) {
	t.Parallel()
	for a, want := range map[Accreditation]int{Carbon: 100, ESG: 100, Others: 40, NoAccreditation: 0} {
		r := Compute(withAcc(answers(NotNeeded, Defined), a), DefaultTable(), now)
		require.Equal(t, want, r.Sections[Accreditations].Points, a.Key())
		require.Equal(t, 100, r.Sections[Accreditations].Possible)
	}
}

// TestLevelsAndBandsAtEveryBoundary drives totals through Compute with a table whose
// welcome bonus is the total wanted.
func TestLevelsAndBandsAtEveryBoundary(t *testing.T) {
	t.Parallel()
	cases := []struct {
		total int
		level Level
		stars int
		band  int
	}{
		{0, LevelNone, 0, 0}, {1, LevelStarter, 2, 20}, {20, LevelStarter, 2, 20}, {21, LevelStarter, 2, 49},
		{49, LevelStarter, 2, 49}, {50, LevelExplorer, 3, 50}, {199, LevelExplorer, 3, 50},
		{200, LevelAchiever, 4, 200}, {299, LevelAchiever, 4, 200}, {300, LevelChampion, 5, 300},
		{494, LevelChampion, 5, 300}, {495, LevelChampion, 5, 300},
	}
	for _, c := range cases {
		r := Compute(Record{}, Table{SignUp: c.total}, now)
		require.Equal(t, c.total, r.Total)
		require.Equal(t, c.level, r.Level, "level of %d", c.total)
		require.Equal(t, c.stars, r.Stars, "stars of %d", c.total)
		require.Equal(t, c.band, r.Band, "band of %d", c.total)
	}
	require.Equal(t, "rating.band.b300", Compute(Record{}, Table{SignUp: 495}, now).BandMessageKey())
}

func TestTotalIsCappedAt495(t *testing.T) {
	t.Parallel()
	tbl := DefaultTable()
	tbl.SignUp = 100 // a table the editor would refuse
	rec := withAcc(all(Defined), ESG)
	rec.CompanyComplete, rec.Posts = true, greenRoomPosts(now)
	r := Compute(rec, tbl, now)
	require.Equal(t, 575, r.Raw)
	require.Equal(t, 495, r.Total)
	require.Equal(t, LevelChampion, r.Level)
	require.Equal(t, 300, r.Band, "495 keeps its band")
}

func TestComputeIsPure(t *testing.T) {
	t.Parallel()
	rec := withAcc(answers(Defined, Defined, Planning), Others)
	rec.Posts = greenRoomPosts(now)
	a := Compute(rec, DefaultTable(), now)
	b := Compute(rec, DefaultTable(), now)
	require.Equal(t, a, b)
}
