package model

import (
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// query builds a canonical query string: keys in a fixed order, empty values left out,
// and the commas between tags kept as commas (seed §2: tags are joined by comma).
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

// addPage writes the page only when it is above 1 (seed §2).
func (q *query) addPage(page int) {
	if page > 1 {
		*q = append(*q, "page="+strconv.Itoa(page))
	}
}

func (q query) url(path string) string {
	if len(q) == 0 {
		return path
	}
	return path + "?" + strings.Join(q, "&")
}

// readPage is the page of the query: a whole number from 1, else 1 (seed §2: a page that
// is not a number is ignored).
func readPage(v url.Values) int {
	n, err := strconv.Atoi(strings.TrimSpace(v.Get("page")))
	if err != nil || n < 1 {
		return 1
	}
	return n
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

// searchText trims a search box's text to something worth searching for.
func searchText(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > maxSearchRunes {
		s = string([]rune(s)[:maxSearchRunes])
	}
	return s
}

const maxSearchRunes = 100

// TSQuery turns what a person typed into a Postgres tsquery: every word must match, each
// as a prefix (so results follow the typing). Only letters and digits survive, which keeps
// the tsquery syntax out of the user's hands; "" means no text filter.
func TSQuery(s string) string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if len(words) > 8 {
		words = words[:8]
	}
	for i, w := range words {
		words[i] = w + ":*"
	}
	return strings.Join(words, " & ")
}

// PositionOf reads a position field; fallback when it is not a whole number.
func PositionOf(s string, fallback int) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return fallback
	}
	return n
}
