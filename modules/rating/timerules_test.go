package rating_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/rating"
)

// planningResult rates a record whose only answer is a PLANNING training section.
func planningResult(a rating.Answer, at time.Time) rating.SectionResult {
	a.Stage = rating.Planning
	var r rating.Record
	r.Answers[rating.Training] = a
	return rating.Compute(r, rating.DefaultTable(), at).Sections[rating.Training]
}

func TestPlanningPointsLast18Months(t *testing.T) {
	t.Parallel()
	given := day("2026-01-15")
	a := rating.Answer{AnsweredAt: given.Add(15 * time.Hour), PlannedFor: day("2028-01-01")}
	cases := []struct {
		at     string
		points int
		reason rating.Reason
		until  string
	}{
		{"2026-01-15", 10, rating.ReasonNone, "2027-07-15"},
		{"2027-07-14", 10, rating.ReasonNone, "2027-07-15"}, // the last day
		{"2027-07-15", 0, rating.ReasonPlanningExpired, "2027-07-15"},
		{"2027-12-31", 0, rating.ReasonPlanningExpired, "2027-07-15"},
	}
	for _, c := range cases {
		sr := planningResult(a, day(c.at).Add(23*time.Hour))
		require.Equal(t, c.points, sr.Points, c.at)
		require.Equal(t, c.reason, sr.Reason, c.at)
		require.Equal(t, day(c.until), sr.Until, c.at)
	}
}

func TestMissedTargetSuspendsPlanningPoints12Months(t *testing.T) {
	t.Parallel()
	a := rating.Answer{AnsweredAt: day("2026-01-01"), PlannedFor: day("2026-03-01")}
	cases := []struct {
		at     string
		points int
		reason rating.Reason
		until  string
	}{
		{"2026-03-01", 10, rating.ReasonNone, "2027-07-01"},             // the target day itself
		{"2026-03-02", 0, rating.ReasonPlanningSuspended, "2027-03-01"}, // the day after: suspended
		{"2027-02-28", 0, rating.ReasonPlanningSuspended, "2027-03-01"}, // last day of the suspension
		{"2027-03-01", 10, rating.ReasonNone, "2027-07-01"},             // suspension over, still valid
		{"2027-07-01", 0, rating.ReasonPlanningExpired, "2027-07-01"},   // then the 18 months end
	}
	for _, c := range cases {
		sr := planningResult(a, day(c.at))
		require.Equal(t, c.points, sr.Points, c.at)
		require.Equal(t, c.reason, sr.Reason, c.at)
		require.Equal(t, day(c.until), sr.Until, c.at)
	}
}

func TestNewTargetDateDoesNotLiftASuspension(t *testing.T) {
	t.Parallel()
	a := rating.Answer{AnsweredAt: day("2026-01-01"), PlannedFor: day("2026-12-01"), MissedTarget: day("2026-03-01")}
	sr := planningResult(a, day("2026-06-01"))
	require.Equal(t, 0, sr.Points)
	require.Equal(t, rating.ReasonPlanningSuspended, sr.Reason)
	require.Equal(t, day("2027-03-01"), sr.Until)

	a.MissedTarget = day("2025-01-01") // a miss long ago no longer suspends
	sr = planningResult(a, day("2026-06-01"))
	require.Equal(t, 10, sr.Points)
}

func TestPlanningWithoutTargetEarnsNothing(t *testing.T) {
	t.Parallel()
	sr := planningResult(rating.Answer{AnsweredAt: now}, now)
	require.Zero(t, sr.Points)
	require.Equal(t, rating.ReasonNoTarget, sr.Reason)
}

func TestSuspendedPlanningMakesTheRatingIncomplete(t *testing.T) {
	t.Parallel()
	rec := all(rating.Planning)
	for i := range rec.Answers {
		rec.Answers[i].PlannedFor = now.AddDate(0, 0, -1)
	}
	r := rating.Compute(rec, rating.DefaultTable(), now)
	require.Equal(t, 20, r.Total)
	require.True(t, r.Active)
	require.False(t, r.Complete)
}

func TestGreenRoomNeedsAPostInEachOfThe12WeeksBeforeThisOne(t *testing.T) {
	t.Parallel()
	// now is Sunday 2026-11-22: the current ISO week began Monday 2026-11-16.
	monday := day("2026-11-16")
	require.Equal(t, monday, rating.WeekStart(now))
	require.Equal(t, monday, rating.WeekStart(monday))
	require.Equal(t, day("2026-08-24"), rating.GreenRoomSince(now))
	weekly := func() []time.Time {
		var p []time.Time
		for i := 1; i <= 12; i++ {
			p = append(p, monday.AddDate(0, 0, -7*i).Add(10*time.Hour))
		}
		return p
	}
	earned := func(posts []time.Time) bool {
		r := rating.Record{Posts: posts}
		return rating.Compute(r, rating.DefaultTable(), now).GreenRoom == 50
	}
	require.True(t, earned(weekly()))

	p := weekly()
	p[5] = monday.Add(time.Hour) // moved into the current week: does not count
	require.False(t, earned(p))

	p = weekly()
	p[11] = monday.AddDate(0, 0, -84) // the first moment of the oldest week counts
	require.True(t, earned(p))
	p[11] = monday.AddDate(0, 0, -84).Add(-time.Second) // a second earlier does not
	require.False(t, earned(p))

	p = weekly()
	p[0] = monday.Add(-time.Nanosecond) // the last moment of last week counts
	require.True(t, earned(p))

	p = weekly()[1:] // 11 weeks, however many posts
	p = append(p, p...)
	require.False(t, earned(p))

	require.False(t, earned(nil), "no blog: no Green Room points")
	nonUTC := weekly()
	for i := range nonUTC {
		nonUTC[i] = nonUTC[i].In(time.FixedZone("UTC+9", 9*3600))
	}
	require.True(t, earned(nonUTC), "weeks are UTC whatever the zone of the times")
}
