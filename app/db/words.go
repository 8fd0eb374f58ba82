package db

import "strings"

// A listing's search of one word walks that word's start in a word table (the directory's
// service_words and company_words, the Green Room's post_words: docs/directory.md, "Search at
// any size"), whose entries are the starts of each public row's words (gc_word_lexemes).

// WordStartLen is how many characters of a word the word tables keep (gc_word_lexemes).
const WordStartLen = 3

// SearchStart is the first three characters of the query's word (a gc_search_query result:
// the word a prefix), "" when the query holds several words or a shorter one: such a
// search reads the listing's indexes instead (several words: the matches of all of them
// are sparse among one's entries). Every match of the word starts with them.
func SearchStart(query string) string {
	words := queryWords(query)
	if len(words) != 1 {
		return ""
	}
	r := []rune(words[0])
	if len(r) < WordStartLen {
		return ""
	}
	return string(r[:WordStartLen])
}

// queryWords are the quoted words of a gc_search_query result ('a':* & 'b':*: a quote
// inside doubled, a backslash escaped); anything else in the text is skipped.
func queryWords(query string) []string {
	var out []string
	var b strings.Builder
	in := false
	for i := 0; i < len(query); i++ {
		ch := query[i]
		switch {
		case !in:
			if ch == '\'' {
				in = true
				b.Reset()
			}
		case ch == '\\' && i+1 < len(query):
			i++
			b.WriteByte(query[i])
		case ch == '\'' && i+1 < len(query) && query[i+1] == '\'':
			i++
			b.WriteByte('\'')
		case ch == '\'':
			in = false
			out = append(out, b.String())
		default:
			b.WriteByte(ch)
		}
	}
	return out
}
