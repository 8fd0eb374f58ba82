package rating

import "time"

// Time rules (docs/rating.md, "Time rules"). Days are calendar days in UTC; months are
// calendar months (time.AddDate, so 31 August + 18 months is 3 March).
const (
	planningValidMonths   = 18 // PLANNING points last this long from the day given
	suspensionMonths      = 12 // a missed target suspends PLANNING points this long
	greenRoomWeeks        = 12 // complete ISO weeks before the current one, each with a post
	week                  = 7 * 24 * time.Hour
	greenRoomWindowLength = greenRoomWeeks * week
)

// planningPoints applies the time rules to a PLANNING answer worth pts:
//   - without a target date it earns nothing;
//   - from 18 months after the day it was given, it earns nothing (expired);
//   - once its target date has passed (the day after it) while still PLANNING, or when an
//     earlier target of the section was missed, it earns nothing for 12 months from that
//     target date (suspended);
//   - otherwise it earns pts, and Until is the day they expire.
//
// The rules compose: a suspension that ends before the 18 months are over gives the
// points back until they expire; an expiry always wins.
func planningPoints(a Answer, pts int, today time.Time) (int, Reason, time.Time) {
	if a.PlannedFor.IsZero() {
		return 0, ReasonNoTarget, time.Time{}
	}
	expires := dayOf(a.AnsweredAt).AddDate(0, planningValidMonths, 0)
	if !today.Before(expires) {
		return 0, ReasonPlanningExpired, expires
	}
	var missed time.Time
	if target := dayOf(a.PlannedFor); today.After(target) {
		missed = target
	}
	if m := dayOf(a.MissedTarget); !a.MissedTarget.IsZero() && m.After(missed) && today.After(m) {
		missed = m
	}
	if !missed.IsZero() {
		if until := missed.AddDate(0, suspensionMonths, 0); today.Before(until) {
			return 0, ReasonPlanningSuspended, until
		}
	}
	return pts, ReasonNone, expires
}

// greenRoomEarned reports whether each of the 12 complete ISO weeks before the current
// one (Monday 00:00 UTC to Monday) has at least one published post.
func greenRoomEarned(posts []time.Time, now time.Time) bool {
	if len(posts) < greenRoomWeeks {
		return false
	}
	monday := WeekStart(now)
	start := monday.Add(-greenRoomWindowLength)
	var seen uint16
	for _, p := range posts {
		if p.Before(start) || !p.Before(monday) {
			continue
		}
		seen |= 1 << uint(p.Sub(start)/week)
	}
	return seen == 1<<greenRoomWeeks-1
}

// GreenRoomProgress is how many of the 12 complete ISO weeks before now's have a post, and
// the Monday of the week to post in next: this week, or the next one when this week has a
// post already.
func GreenRoomProgress(posts []time.Time, now time.Time) (done int, next time.Time) {
	monday := WeekStart(now)
	start := monday.Add(-greenRoomWindowLength)
	var seen uint16
	next = monday
	for _, p := range posts {
		switch {
		case !p.Before(monday) && p.Before(monday.Add(week)):
			next = monday.Add(week)
		case !p.Before(start) && p.Before(monday):
			seen |= 1 << uint(p.Sub(start)/week)
		}
	}
	for i := range greenRoomWeeks {
		if seen&(1<<uint(i)) != 0 {
			done++
		}
	}
	return done, next
}

// WeekStart is the Monday 00:00 UTC that starts t's ISO week.
func WeekStart(t time.Time) time.Time {
	d := dayOf(t)
	back := (int(d.Weekday()) + 6) % 7 // Monday → 0 … Sunday → 6
	return d.AddDate(0, 0, -back)
}

// GreenRoomSince is the earliest moment a post can count for the Green Room points at now:
// feeders need not pass older posts.
func GreenRoomSince(now time.Time) time.Time {
	return WeekStart(now).Add(-greenRoomWindowLength)
}

// dayOf is the UTC calendar day of t, at midnight.
func dayOf(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
