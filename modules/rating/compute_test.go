package rating_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/rating"
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
func answers(stages ...rating.Stage) rating.Record {
	var r rating.Record
	for i, st := range stages {
		r.Answers[i] = rating.Answer{Stage: st, AnsweredAt: now, PlannedFor: now.AddDate(0, 1, 0)}
	}
	return r
}

func withAcc(r rating.Record, a rating.Accreditation) rating.Record {
	r.Answers[rating.Accreditations].Accreditation = a
	return r
}

func all(st rating.Stage) rating.Record { return answers(st, st, st, st, st, st, st) }

func TestComputeTotals(t *testing.T) {
	t.Parallel()
	D, P, N := rating.Defined, rating.Planning, rating.NotNeeded
	cases := []struct {
		name     string
		rec      rating.Record
		total    int
		active   bool
		complete bool
	}{
		{"nothing answered: the welcome bonus only", rating.Record{}, 20, false, false},
		{"company profile complete adds 25", rating.Record{CompanyComplete: true}, 45, false, false},
		{"all NOT_NEEDED", all(N), 20, true, false},
		{"all PLANNING", all(P), 20 + 30 + 20 + 15 + 4*10, true, true},
		{"all DEFINED, accreditation others", withAcc(all(D), rating.Others), 20 + 300 + 40, true, true},
		{"ESG path without Green Room (the browser test's 445)", func() rating.Record {
			r := withAcc(all(D), rating.ESG)
			r.CompanyComplete = true
			return r
		}(), 445, true, true},
		{"best path with Green Room is exactly 495", func() rating.Record {
			r := withAcc(all(D), rating.Carbon)
			r.CompanyComplete, r.Posts = true, rating.GreenRoomPostsEveryWeek(now)
			return r
		}(), 495, true, true},
		{"no ESG report: every other section counts", withAcc(answers(N, D, D, D, D, D, D), rating.Others),
			20 + 40 + 60 + 4*50, true, false},
		{"no ESG report, carbon accreditation: CO2 not counted", withAcc(answers(N, D, D, D, D, D, D), rating.Carbon),
			20 + 100 + 4*50, true, false},
		{"DEFINED2 is read as DEFINED", withAcc(answers("DEFINED2", "DEFINED2", N, N, N, N, N), rating.Others),
			20 + 300 + 40, true, true},
		{"one section unanswered: not active, total still computed", answers(D, N, D, D, D, D, ""),
			20 + 300, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rating.Compute(c.rec, rating.DefaultTable(), now)
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
	D, P, N := rating.Defined, rating.Planning, rating.NotNeeded
	five := []rating.Section{rating.Goals, rating.Initiatives, rating.Policies, rating.Training, rating.CO2Accounting}
	cases := []struct {
		name     string
		rec      rating.Record
		excluded []rating.Section
		reason   rating.Reason
	}{
		{"ESG report DEFINED", withAcc(answers(D, D, D, D, D, D, D), rating.Others), five, rating.ReasonESGReport},
		{"ESG report DEFINED2", answers("DEFINED2", N, D, D, D, D, D), five, rating.ReasonESGReport},
		{"esg accreditation", withAcc(answers(N, D, D, D, D, D, D), rating.ESG), five, rating.ReasonESGAccreditation},
		{"carbon accreditation", withAcc(answers(N, D, D, D, D, D, D), rating.Carbon), []rating.Section{rating.CO2Accounting}, rating.ReasonCarbonAccreditation},
		{"ESG report PLANNING excludes nothing", withAcc(answers(P, D, D, D, D, D, D), rating.Others), nil, ""},
		{"esg accreditation only PLANNED excludes nothing", withAcc(answers(N, P, D, D, D, D, D), rating.ESG), nil, ""},
		{"carbon accreditation only PLANNED excludes nothing", withAcc(answers(N, P, D, D, D, D, D), rating.Carbon), nil, ""},
		{"others accreditation excludes nothing", withAcc(answers(N, D, D, D, D, D, D), rating.Others), nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rating.Compute(c.rec, rating.DefaultTable(), now)
			excluded := map[rating.Section]bool{}
			for _, s := range c.excluded {
				excluded[s] = true
			}
			for _, s := range rating.Sections {
				sr := r.Sections[s]
				require.Equal(t, !excluded[s], sr.Counted, s.Key())
				if excluded[s] {
					require.Equal(t, c.reason, sr.Reason, s.Key())
					require.Zero(t, sr.Points)
					require.Equal(t, rating.DefaultTable().Possible(s), sr.Possible, "possible is still shown")
				}
			}
		})
	}
}

func TestCompleteness(t *testing.T) {
	t.Parallel()
	D, N := rating.Defined, rating.NotNeeded
	cases := []struct {
		name     string
		rec      rating.Record
		complete bool
	}{
		{"esg accreditation exempts the ESG report from the check", withAcc(answers(N, D, N, N, N, N, N), rating.ESG), true},
		{"the exempt ESG report still counts its points", withAcc(answers(D, D, N, N, N, N, N), rating.ESG), true},
		{"others accreditation: a NOT_NEEDED ESG report makes it incomplete", withAcc(answers(N, D, D, D, D, D, D), rating.Others), false},
		{"carbon accreditation: CO2 NOT_NEEDED does not matter", withAcc(answers(D, D, N, N, N, N, N), rating.Carbon), true},
		{"an excluded section with no points does not matter", answers(D, N, N, N, N, N, N), false},
		{"unanswered sections that do not count do not matter", withAcc(answers(D, D, "", "", "", "", ""), rating.ESG), true},
		{"an unanswered counted section makes it incomplete", withAcc(answers("", D, D, D, D, D, D), rating.Others), false},
		{"an unanswered ESG report is exempt with an esg accreditation", withAcc(answers("", D), rating.ESG), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.complete, rating.Compute(c.rec, rating.DefaultTable(), now).Complete)
		})
	}
	var zero rating.Table
	require.False(t, rating.Compute(rating.Record{}, zero, now).Complete, "total 0 is never complete")
}

func TestUnansweredSectionsShowTheirPossiblePoints(t *testing.T) {
	t.Parallel()
	r := rating.Compute(rating.Record{}, rating.DefaultTable(), now)
	require.False(t, r.AnyStage, "at the starting line")
	want := [rating.NumSections]int{300, 100, 60, 50, 50, 50, 50}
	for _, s := range rating.Sections {
		sr := r.Sections[s]
		require.Equal(t, rating.NoStage, sr.Stage)
		require.Zero(t, sr.Points)
		require.Equal(t, want[s], sr.Possible, s.Key())
		require.Equal(t, rating.ReasonUnanswered, sr.Reason)
		require.Equal(t, "rating.section."+s.Slug()+".none", sr.MessageKey(s))
	}
	r = rating.Compute(answers(rating.Planning), rating.DefaultTable(), now)
	require.True(t, r.AnyStage)
	require.Equal(t, "rating.section.esg_report.planning", r.Sections[rating.ESGReport].MessageKey(rating.ESGReport))
}

func TestAccreditationPointsByType(t *testing.T) {
	t.Parallel()
	for a, want := range map[rating.Accreditation]int{rating.Carbon: 100, rating.ESG: 100, rating.Others: 40, rating.NoAccreditation: 0} {
		r := rating.Compute(withAcc(answers(rating.NotNeeded, rating.Defined), a), rating.DefaultTable(), now)
		require.Equal(t, want, r.Sections[rating.Accreditations].Points, a.Key())
		require.Equal(t, 100, r.Sections[rating.Accreditations].Possible)
	}
}

// TestLevelsAndBandsAtEveryBoundary drives totals through Compute with a table whose
// welcome bonus is the total wanted.
func TestLevelsAndBandsAtEveryBoundary(t *testing.T) {
	t.Parallel()
	cases := []struct {
		total int
		level rating.Level
		stars int
		band  int
	}{
		{0, rating.LevelNone, 0, 0}, {1, rating.LevelStarter, 2, 20}, {20, rating.LevelStarter, 2, 20}, {21, rating.LevelStarter, 2, 49},
		{49, rating.LevelStarter, 2, 49}, {50, rating.LevelExplorer, 3, 50}, {199, rating.LevelExplorer, 3, 50},
		{200, rating.LevelAchiever, 4, 200}, {299, rating.LevelAchiever, 4, 200}, {300, rating.LevelChampion, 5, 300},
		{494, rating.LevelChampion, 5, 300}, {495, rating.LevelChampion, 5, 300},
	}
	for _, c := range cases {
		r := rating.Compute(rating.Record{}, rating.Table{SignUp: c.total}, now)
		require.Equal(t, c.total, r.Total)
		require.Equal(t, c.level, r.Level, "level of %d", c.total)
		require.Equal(t, c.stars, r.Stars, "stars of %d", c.total)
		require.Equal(t, c.band, r.Band, "band of %d", c.total)
	}
	require.Equal(t, "rating.band.b300", rating.Compute(rating.Record{}, rating.Table{SignUp: 495}, now).BandMessageKey())
}

func TestTotalIsCappedAt495(t *testing.T) {
	t.Parallel()
	tbl := rating.DefaultTable()
	tbl.SignUp = 100 // a table the editor would refuse
	rec := withAcc(all(rating.Defined), rating.ESG)
	rec.CompanyComplete, rec.Posts = true, rating.GreenRoomPostsEveryWeek(now)
	r := rating.Compute(rec, tbl, now)
	require.Equal(t, 575, r.Raw)
	require.Equal(t, 495, r.Total)
	require.Equal(t, rating.LevelChampion, r.Level)
	require.Equal(t, 300, r.Band, "495 keeps its band")
}

func TestComputeIsPure(t *testing.T) {
	t.Parallel()
	rec := withAcc(answers(rating.Defined, rating.Defined, rating.Planning), rating.Others)
	rec.Posts = rating.GreenRoomPostsEveryWeek(now)
	a := rating.Compute(rec, rating.DefaultTable(), now)
	b := rating.Compute(rec, rating.DefaultTable(), now)
	require.Equal(t, a, b)
}
