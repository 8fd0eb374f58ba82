package db_test

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
)

// TestSearchStartReadsTheQuerysOneWord: a gc_search_query result's one word gives its first
// three characters, quotes and backslashes as gc_search_query escapes them; several words
// or a shorter one give none (docs/directory.md, "Search at any size").
func TestSearchStartReadsTheQuerysOneWord(t *testing.T) {
	for query, want := range map[string]string{
		`'solar':*`:              "sol",
		`'énergie':*`:            "éne",
		`'太阳能板':*`:               "太阳能",
		`'l''eau':*`:             "l'e",
		`'a\\b':*`:               `a\b`,
		`'so':*`:                 "",
		`'solar':* & 'panels':*`: "",
		``:                       "",
		`'unterminated`:          "",
		`'x''''y':*`:             "x''",
	} {
		require.Equal(t, want, db.SearchStart(query), query)
	}
}

// FuzzSearchStart: whatever the text, SearchStart answers no start or one of exactly three
// characters, and never panics.
func FuzzSearchStart(f *testing.F) {
	for _, seed := range []string{`'solar':*`, `'l''eau':*`, `'a\\b':*`, `'a':* & 'b':*`, `'`, `\`, `'\`, `''''`, "'\xff\xfe':*"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, query string) {
		start := db.SearchStart(query)
		if start != "" && utf8.ValidString(start) {
			require.Equal(t, db.WordStartLen, utf8.RuneCountInString(start), query)
		}
	})
}
