package main

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// outageTimes are when PostgreSQL went down and came back, since the fault phase started.
type outageTimes struct {
	down, upAsked, up time.Duration
}

// Checks' limits.
const (
	failFast      = time.Second      // p99 of a 503 while the database is down
	recoverWithin = 30 * time.Second // from PostgreSQL back to the first signed-in page served
	memoryGrowth  = 0.10             // of the resident memory, from minute 2 to the end of the load
)

// report prints the phases as Markdown and says whether every check passed.
func report(s settings, steady, fault phase, o outageTimes, w writesChecked) bool {
	ok := true
	check := func(pass bool, format string, args ...any) {
		mark := "ok"
		if !pass {
			mark, ok = "FAILED", false
		}
		fmt.Printf("- %s: %s\n", fmt.Sprintf(format, args...), mark)
	}

	fmt.Printf("\n### %d minutes of mixed traffic, %d connections\n\n", s.minutes, s.connections)
	table(steady)
	errs := errorsOf(steady.samples, false)
	fmt.Println()
	check(len(errs) == 0, "errors: %d%s", len(errs), firstErrors(errs))
	base, end, peak := memory(steady.rss)
	check(end <= base*(1+memoryGrowth), "server memory (RSS) %.0f MB at 2 min, %.0f MB at the end, %.0f MB at most", base, end, peak)

	fmt.Printf("\n### PostgreSQL stopped for %s under the same load\n\n", s.outage)
	table(fault)
	fmt.Println()
	during := between(fault.samples, o.down, o.up)
	var refused, fromCache, other []sample
	for _, x := range during {
		switch {
		case x.status == 503 && x.clear:
			refused = append(refused, x)
		case x.status == 200 && x.cached:
			fromCache = append(fromCache, x)
		case x.status >= 200 && x.status < 400:
		default:
			other = append(other, x)
		}
	}
	notReady, readyAgain := readiness(fault.readyz, o)
	check(notReady, "/readyz answered 503 while PostgreSQL was down (down at +%.0f s, started again at +%.0f s, accepting at +%.0f s)",
		o.down.Seconds(), o.upAsked.Seconds(), o.up.Seconds())
	check(len(refused) > 0 && percentile(durations(refused), 99) < failFast,
		"%d requests answered a clear 503 (page or JSON, Retry-After) while it was down, p99 %s", len(refused),
		percentile(durations(refused), 99).Round(time.Millisecond))
	fmt.Printf("- %d visitors' pages came from the page cache meanwhile\n", len(fromCache))
	check(len(other) == 0, "other errors while it was down: %d%s", len(other), firstErrors(other))
	recovered := firstSignedIn(fault.samples, o.up)
	check(recovered >= 0 && recovered < recoverWithin && readyAgain >= 0,
		"recovered by itself: /readyz ready %.1f s and the first signed-in page %.1f s after PostgreSQL accepted connections",
		readyAgain.Seconds(), recovered.Seconds())
	after := errorsOf(between(fault.samples, o.up+recoverWithin, fault.length), true)
	check(len(after) == 0, "errors from %s after it was back to the end: %d%s", recoverWithin, len(after), firstErrors(after))
	conflicts := 0
	for _, x := range fault.samples {
		if x.conflict {
			conflicts++
		}
	}
	check(len(w.lost) == 0, "every acknowledged save is in the database: %d acknowledged (both phases), %d lost%s; %d saves refused as stale after an answer was lost",
		w.acknowledged, len(w.lost), firstStrings(w.lost), conflicts)
	return ok
}

// table prints requests, rate, errors and latency by kind of traffic.
func table(p phase) {
	fmt.Println("| traffic | requests | req/s | from the page cache | errors | p50 | p99 |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|")
	for k := range kinds {
		var ds []time.Duration
		var cached, errs int
		for _, x := range p.samples {
			if x.kind != k || x.status < 0 {
				continue
			}
			ds = append(ds, x.took)
			if x.cached {
				cached++
			}
			if x.status == 0 || x.status >= 400 {
				errs++
			}
		}
		fmt.Printf("| %s | %d | %.0f | %d | %d | %s | %s |\n", kindNames[k], len(ds), float64(len(ds))/p.length.Seconds(),
			cached, errs, percentile(ds, 50).Round(100*time.Microsecond), percentile(ds, 99).Round(100*time.Microsecond))
	}
}

// errorsOf are the failed answers; stale saves count only when conflicts is true.
func errorsOf(samples []sample, conflicts bool) []sample {
	var out []sample
	for _, x := range samples {
		if x.status < 0 || (x.conflict && !conflicts) {
			continue
		}
		if x.status == 0 || x.status >= 400 {
			out = append(out, x)
		}
	}
	return out
}

func between(samples []sample, from, to time.Duration) []sample {
	var out []sample
	for _, x := range samples {
		if x.at >= from && x.at < to && x.status >= 0 {
			out = append(out, x)
		}
	}
	return out
}

// readiness: whether /readyz was 503 (or down) while PostgreSQL was, and how long after
// it accepted connections /readyz was ready again (-1: never).
func readiness(rs []readySample, o outageTimes) (notReady bool, again time.Duration) {
	again = -1
	for _, r := range rs {
		if r.at > o.down+2*time.Second && r.at < o.upAsked && r.status != 200 {
			notReady = true
		}
		if r.at >= o.up && r.status == 200 && again < 0 {
			again = r.at - o.up
		}
	}
	return notReady, again
}

// firstSignedIn is how long after from the first signed-in page was served (-1: never).
func firstSignedIn(samples []sample, from time.Duration) time.Duration {
	best := time.Duration(-1)
	for _, x := range samples {
		if x.kind == page && x.status == 200 && x.at >= from && (best < 0 || x.at-from < best) {
			best = x.at - from
		}
	}
	return best
}

// memory is the RSS at 2 minutes (the page cache has filled), at the end, and the peak.
func memory(rs []rssSample) (base, end, peak float64) {
	for _, r := range rs {
		if base == 0 && r.at >= 2*time.Minute {
			base = r.mb
		}
		peak = max(peak, r.mb)
	}
	if len(rs) > 0 {
		end = rs[len(rs)-1].mb
	}
	if base == 0 {
		base = end
	}
	return base, end, peak
}

func durations(samples []sample) []time.Duration {
	out := make([]time.Duration, len(samples))
	for i, x := range samples {
		out[i] = x.took
	}
	return out
}

func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)]
}

func firstErrors(samples []sample) string {
	var texts []string
	for _, x := range samples {
		if len(texts) == 3 {
			break
		}
		texts = append(texts, x.errText)
	}
	return firstStrings(texts)
}

func firstStrings(texts []string) string {
	if len(texts) == 0 {
		return ""
	}
	return " (" + strings.Join(texts[:min(3, len(texts))], "; ") + ")"
}
