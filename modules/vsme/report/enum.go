package report

import (
	"sort"
	"strings"
)

// EnumSetValue writes a set of members as the space-separated, sorted, de-duplicated list.
func EnumSetValue(members []string) string {
	seen := map[string]bool{}
	var out []string
	for _, m := range members {
		if m != "" && !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}
