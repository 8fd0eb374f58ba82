package views

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// excerpt skips strings.Fields for text already single spaced (singleSpaced): it must cut
// every text as the text's words joined by single spaces would be cut.
func FuzzExcerptAsFieldsJoined(f *testing.F) {
	for _, s := range []string{"", " ", "a", "a b", " a", "a ", "a  b", "a\tb", "a\nb", "a\u00a0b", "a\u3000b",
		"Design, installation and maintenance of rooftop solar panels.", strings.Repeat("word ", 60) + "end"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		joined := strings.Join(strings.Fields(s), " ")
		if singleSpaced(s) != (s == joined) {
			t.Fatalf("singleSpaced(%q) = %v, but Fields joined is %q", s, singleSpaced(s), joined)
		}
		if got, want := excerpt(s, 40), excerpt(joined, 40); got != want {
			t.Fatalf("excerpt(%q) = %q, want %q", s, got, want)
		}
	})
}
