package web

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What every public listing with a search box and pages shares (docs/directory.md,
// "Listings"): the search text cleaned before the database finds its words
// (gc_search_query), and the page read from the address.

// SearchText trims a search box's text to something worth searching for: valid UTF-8,
// control characters (NUL included) as spaces, single spaces, at most MaxSearchRunes. Its
// words are found by the database (gc_search_query), never parsed as query syntax.
func SearchText(s string) string {
	s = strings.Join(strings.Fields(CleanText(s)), " ")
	if utf8.RuneCountInString(s) > MaxSearchRunes {
		s = strings.TrimSpace(string([]rune(s)[:MaxSearchRunes])) // no trailing space: its address reads back the same
	}
	return s
}

// MaxSearchRunes bounds the search text.
const MaxSearchRunes = 100

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

// Clip is s cut to its first n characters, with "…" when it was longer: a long value shown
// in a line. It cuts between characters, never inside one.
func Clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// ReadPage is the page of the query: a whole number from 1, else 1 (a page that is not a
// number is ignored); above MaxPage, MaxPage (the address is then rewritten).
func ReadPage(v url.Values) int {
	n, err := strconv.Atoi(strings.TrimSpace(v.Get("page")))
	if (err != nil && !errors.Is(err, strconv.ErrRange)) || n < 1 { // out of range: ±MaxInt
		return 1
	}
	return min(n, MaxPage)
}

// MaxPage is the highest page an address may name: a million entries in, far past any
// listing, and small enough that its offset fits the database's integer.
const MaxPage = 100_000

// Offset is the number of entries before a page of size entries, the page clamped to
// 1…MaxPage.
func Offset(page, size int) int32 {
	return int32((min(max(page, 1), MaxPage) - 1) * size)
}
