package vsme

import (
	"context"
	"strconv"
	"strings"
	"unicode"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/taxonomy"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// findMin is how many members a table's list must have to come with a search (waste types,
// countries); shorter lists are read at a glance.
const findMin = 40

// findName is a row's search box; foundName the search its list was narrowed by when the form
// was shown (a hidden field): a box that differs was typed since, and Enter means "search".
func findName(g entryGroup, i int) string  { return g.ID + "." + strconv.Itoa(i) + ".find" }
func foundName(g entryGroup, i int) string { return g.ID + "." + strconv.Itoa(i) + ".found" }

// hasFind says whether a table's rows choose from a list long enough to be searched.
func hasFind(g entryGroup) bool { return g.Kind == groupRows && !g.Typed && len(g.Members) >= findMin }

// pendingFind says whether a posted form asks for a search rather than a save: a search box
// holds words its list was not narrowed by (Enter in the box presses the form's first button,
// Save).
func pendingFind(groups []entryGroup, f web.Form) bool {
	for _, g := range groups {
		if !hasFind(g) {
			continue
		}
		for i := range rowCount(f, g) {
			if strings.TrimSpace(f.Value(findName(g, i))) != f.Value(foundName(g, i)) {
				return true
			}
		}
	}
	return false
}

// memberOptions are a row's choices (the list's members that head no others), each in the group of its chapter (a waste type, and its
// section, under "02 - Wastes from agriculture…", docs/vsme.md "Forms"); with a search, only
// the members whose label holds every word of it, and the one chosen; found is how many match.
func memberOptions(tax *taxonomy.Taxonomy, g entryGroup, query, chosen, l string) ([]templates.Option, int) {
	words := searchWords(query)
	heads := map[string]bool{}
	for _, h := range g.Heads {
		heads[h] = true
	}
	var out []templates.Option
	found := 0
	for _, m := range g.Members {
		// A row is about a type, not a category heading others ("Waste categories", a
		// chapter, a section): the template refuses those too. One already chosen stays.
		if heads[m] && m != chosen {
			continue
		}
		label := memberLabel(tax, m, l)
		match := matches(label, words)
		if match {
			found++
		}
		if !match && m != chosen {
			continue
		}
		o := templates.Option{Value: m, Label: label}
		if ch := chapterOf(g, heads, m); ch != "" {
			o.Group = memberLabel(tax, ch, l)
		}
		out = append(out, o)
	}
	if found == 0 && len(words) > 0 {
		all, _ := memberOptions(tax, g, "", chosen, l)
		return all, 0 // nothing matches: the whole list, and the note says so
	}
	return out, found
}

// chapterOf is the member of the list's first level that m belongs to, or is: "" for the
// list's root, and in a flat list, where no member heads others.
func chapterOf(g entryGroup, heads map[string]bool, m string) string {
	for a, n := m, 0; n < 16; n++ {
		h := g.Heads[a]
		switch {
		case h == "":
			return ""
		case g.Heads[h] == "" || !memberOf(g, h):
			if heads[a] {
				return a
			}
			return ""
		}
		a = h
	}
	return ""
}

// searchWords are a search's words in lower case; a run of digits is also matched without the
// spaces of a code ("020104" finds "02 01 04").
func searchWords(q string) []string {
	return strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func matches(label string, words []string) bool {
	low := strings.ToLower(label)
	digits := strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, label)
	for _, w := range words {
		if !strings.Contains(low, w) && !(isDigits(w) && strings.HasPrefix(digits, w)) {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// rowFind is a row's search box with what it found; the list in key is narrowed by it. A
// single match is chosen when the row has no member yet.
func rowFind(ctx context.Context, tax *taxonomy.Taxonomy, g entryGroup, i int, f *web.Form, key *views.EntryField, l string) *views.EntryFind {
	if !hasFind(g) {
		return nil
	}
	q := strings.TrimSpace(f.Value(findName(g, i)))
	opts, found := memberOptions(tax, g, q, f.Value(keyName(g, i)), l)
	key.Options = opts
	fd := &views.EntryFind{Name: findName(g, i), FoundName: foundName(g, i), Found: q, ButtonValue: "find:" + g.ID + ":" + strconv.Itoa(i),
		Label: web.T(ctx, "vsme.entry.find", map[string]any{"List": key.Label})}
	switch {
	case q == "":
	case found == 0:
		fd.Note = web.T(ctx, "vsme.entry.find_none", map[string]any{"Query": q})
	default:
		fd.Note = web.T(ctx, "vsme.entry.find_found", map[string]any{"N": found, "Total": len(g.Members)})
		if found == 1 && f.Value(keyName(g, i)) == "" {
			for _, o := range opts {
				if matches(o.Label, searchWords(q)) {
					f.Set(keyName(g, i), o.Value)
				}
			}
		}
	}
	return fd
}
