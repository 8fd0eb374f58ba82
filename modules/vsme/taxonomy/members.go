package taxonomy

import (
	"regexp"
	"strings"
	"unicode"
)

var stopWords = map[string]bool{"the": true, "a": true, "an": true, "of": true, "on": true, "at": true,
	"in": true, "and": true, "or": true, "to": true, "for": true, "by": true, "across": true, "member": true}

// normLabel lower-cases a label, drops " [member]" and the template's "NACE " prefix, and
// collapses spaces.
func normLabel(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimSuffix(s, "[member]")
	s = strings.TrimPrefix(s, "nace ")
	return strings.Join(strings.Fields(s), " ")
}

func words(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(normLabel(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !stopWords[w] {
			out[w] = true
		}
	}
	return out
}

// ResolveMember finds which of members a label written in the template (or a form) names: the
// member's QName itself, an exact label in any kept language, or else the one member whose
// label shares clearly the most words with it. ok is false when none or several fit.
func (t *Taxonomy) ResolveMember(label string, members []string) (string, bool) {
	n := normLabel(label)
	if n == "" {
		return "", false
	}
	if m, ok := naceCode(label, members); ok {
		return m, true
	}
	for _, m := range members {
		if strings.EqualFold(m, strings.TrimSpace(label)) {
			return m, true
		}
		c := t.Concepts[m]
		if c == nil {
			continue
		}
		for _, ls := range c.Labels {
			if normLabel(ls["label"]) == n {
				return m, true
			}
		}
	}
	// The template's lists spell a few members otherwise than the taxonomy's labels ("Asbestos"
	// for AsbestosMember, labelled "Abestos"): the member's name is the label's letters.
	if key := alnumLower(label); key != "" {
		for _, m := range members {
			_, local, _ := strings.Cut(m, ":")
			if alnumLower(strings.TrimSuffix(local, "Member")) == key {
				return m, true
			}
		}
	}
	lw := words(label)
	best, bestScore, tie := "", 0.0, false
	for _, m := range members {
		c := t.Concepts[m]
		if c == nil {
			continue
		}
		mw := words(c.Label("en"))
		common := 0
		for w := range mw {
			if lw[w] {
				common++
			}
		}
		if common == 0 {
			continue
		}
		score := float64(common) / float64(len(mw)+len(lw)-common)
		switch {
		case score > bestScore:
			best, bestScore, tie = m, score, false
		case score == bestScore:
			tie = true
		}
	}
	if best == "" || tie {
		return "", false
	}
	return best, true
}

// alnumLower keeps a text's letters and digits, lower-cased.
func alnumLower(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// LabelMatches says whether text is exactly one of the member's labels (after normalising).
func (t *Taxonomy) LabelMatches(text, member string) bool {
	c := t.Concepts[member]
	if c == nil {
		return false
	}
	n := normLabel(text)
	for _, ls := range c.Labels {
		if normLabel(ls["label"]) == n {
			return true
		}
	}
	return false
}

// naceRe reads a NACE code as the template writes it: "NACE G - 47.22 Retail sale of meat".
var naceRe = regexp.MustCompile(`^\s*(?:NACE\s+)?([A-U])(?:\s*-\s*(\d{2})(?:\.(\d{1,2}))?)?\b`)

// naceCode resolves a NACE label by its code when the members are NACE's.
func naceCode(label string, members []string) (string, bool) {
	if len(members) == 0 || !strings.HasPrefix(members[0], "nace:") {
		return "", false
	}
	m := naceRe.FindStringSubmatch(label)
	if m == nil {
		return "", false
	}
	want := "nace:NACE_" + m[1] + m[2] + m[3]
	for _, x := range members {
		if x == want {
			return x, true
		}
	}
	return "", false
}

func isMember(qname string) bool { return strings.HasSuffix(qname, "Member") }

// IsCategory says whether member heads other members of its axis in the taxonomy's
// presentation and is not the axis's default: a waste chapter or section ("15 - Waste
// packaging…", "15 01 - Packaging…") or the list's root, which name no waste type and so are
// neither hazardous nor not (docs/vsme.md, "Import"). The defaults that head their axis (total
// energy, pollutants) are not categories: they carry no dimension.
func (t *Taxonomy) IsCategory(member string) bool {
	if !t.headings[member] {
		return false
	}
	for _, d := range t.Defaults {
		if d == member {
			return false
		}
	}
	return true
}
