package report

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// aspectKey is a fact's key without its unit, so that a missing unit reads as a difference
// rather than as two unrelated facts.
func aspectKey(f Fact) string {
	g := f
	g.Unit = ""
	return g.Key()
}

// Diff lists how got differs from want: facts missing, facts extra, and facts whose value, unit
// or decimals differ (numbers compared to 1e-9 relative). A want fact without unit or decimals
// does not check them.
func Diff(got, want []Fact) []string {
	g := map[string]Fact{}
	for _, f := range got {
		g[aspectKey(f)] = f
	}
	var out []string
	seen := map[string]bool{}
	for _, w := range want {
		k := aspectKey(w)
		seen[k] = true
		f, ok := g[k]
		if !ok {
			out = append(out, "missing "+k+" = "+w.Value)
			continue
		}
		if !sameValue(f.Value, w.Value) {
			out = append(out, fmt.Sprintf("value %s: got %q want %q", k, f.Value, w.Value))
		}
		if w.Unit != "" && f.Unit != w.Unit {
			out = append(out, fmt.Sprintf("unit %s: got %q want %q", k, f.Unit, w.Unit))
		}
		if w.Decimals != nil && (f.Decimals == nil || *f.Decimals != *w.Decimals) {
			out = append(out, fmt.Sprintf("decimals %s: got %v want %d", k, f.Decimals, *w.Decimals))
		}
	}
	for k, f := range g {
		if !seen[k] {
			out = append(out, "extra "+k+" = "+f.Value)
		}
	}
	sort.Strings(out)
	return out
}

func sameValue(a, b string) bool {
	if a == b {
		return true
	}
	x, ok1 := Fact{Value: a}.Number()
	y, ok2 := Fact{Value: b}.Number()
	if ok1 && ok2 {
		return math.Abs(x-y) <= 1e-9*math.Max(1, math.Max(math.Abs(x), math.Abs(y)))
	}
	// The converter's listing cuts long texts: "first 80 characters…[N chars]".
	if m := cutText.FindStringSubmatch(b); m != nil {
		n, _ := strconv.Atoi(m[2])
		return strings.HasPrefix(a, m[1]) && utf8.RuneCountInString(a) == n
	}
	return strings.TrimSpace(a) == strings.TrimSpace(b)
}

var cutText = regexp.MustCompile(`(?s)^(.*)…\[(\d+) chars\]$`)
