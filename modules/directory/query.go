package directory

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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

// readPage is the page of the query: a whole number from 1, else 1 (a page that is not a
// number is ignored); above MaxPage, MaxPage (the address is then rewritten).
func readPage(v url.Values) int {
	n, err := strconv.Atoi(strings.TrimSpace(v.Get("page")))
	if (err != nil && !errors.Is(err, strconv.ErrRange)) || n < 1 { // out of range: ±MaxInt
		return 1
	}
	return min(n, MaxPage)
}

// MaxPage is the highest page an address may name: a million entries in, far past any
// listing, and small enough that its offset fits the database's integer.
const MaxPage = 100_000

// Offset is the number of entries before a page, the page clamped to 1…MaxPage.
func Offset(page int) int32 {
	return int32((min(max(page, 1), MaxPage) - 1) * PageSize)
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

// searchText trims a search box's text to something worth searching for: valid UTF-8,
// control characters (NUL included) as spaces, single spaces, at most maxSearchRunes. Its
// words are found by the database (gc_search_query), never parsed as query syntax.
func searchText(s string) string {
	s = strings.Join(strings.Fields(CleanText(s)), " ")
	if utf8.RuneCountInString(s) > maxSearchRunes {
		s = strings.TrimSpace(string([]rune(s)[:maxSearchRunes])) // no trailing space: its address reads back the same
	}
	return s
}

const maxSearchRunes = 100

// CleanText is text from an address or a form made safe to store and compare: invalid
// UTF-8 dropped, control characters (NUL, escapes, line breaks) turned into spaces.
func CleanText(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, ""))
}

// PositionOf reads a position field; fallback when it is not a whole number.
func PositionOf(s string, fallback int) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return fallback
	}
	return n
}
