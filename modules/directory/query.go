package directory

import (
	"net/url"
	"strconv"
	"strings"
)

// query builds a canonical query string: keys in a fixed order, empty values left out,
// and the commas between tags kept as commas (docs/directory.md, "Listings").
type query []string

func (q *query) add(key, value string) {
	if value != "" {
		*q = append(*q, key+"="+url.QueryEscape(value))
	}
}

func (q *query) addList(key string, values []string) {
	if len(values) == 0 {
		return
	}
	esc := make([]string, len(values))
	for i, v := range values {
		esc[i] = url.QueryEscape(v)
	}
	*q = append(*q, key+"="+strings.Join(esc, ","))
}

func (q *query) addBool(key string, on bool) {
	if on {
		*q = append(*q, key+"=true")
	}
}

// addSDG writes a UN goal's number, when one is chosen.
func (q *query) addSDG(n int) {
	if n > 0 {
		*q = append(*q, "sdg="+strconv.Itoa(n))
	}
}

// addPage writes the page only when it is above 1.
func (q *query) addPage(page int) {
	if page > 1 {
		*q = append(*q, "page="+strconv.Itoa(page))
	}
}

// encode is the query string, without "?".
func (q query) encode() string { return strings.Join(q, "&") }

// withQuery is path with the query string, if there is one.
func withQuery(path, query string) string {
	if query == "" {
		return path
	}
	return path + "?" + query
}

// readBool accepts what links and checkboxes send for "on".
func readBool(v url.Values, key string) bool {
	switch strings.ToLower(strings.TrimSpace(v.Get(key))) {
	case "true", "1", "on", "yes":
		return true
	}
	return false
}

// readList reads a comma list, whether it came as one value (a link: tags=a,b) or as
// repeated keys (a form without JavaScript: tags=a&tags=b).
func readList(v url.Values, key string, normalize func(string) string, max int) []string {
	var out []string
	seen := map[string]bool{}
	for _, raw := range v[key] {
		for _, part := range strings.Split(raw, ",") {
			item := normalize(part)
			if item == "" || seen[item] {
				continue
			}
			seen[item] = true
			out = append(out, item)
			if len(out) == max {
				return out
			}
		}
	}
	return out
}

// PositionOf reads a position field; fallback when it is not a whole number.
func PositionOf(s string, fallback int) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return fallback
	}
	return n
}
