package profile

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"greenconnect/app/reference"
	"greenconnect/app/web"
)

// Commitment is a UN Sustainable Development Goal or a UN Global Compact principle the
// company works on, by number, with what it does for it (docs/profile.md, "SDGs and the UN
// Global Compact"). A description may be empty: the pick alone is still a statement.
type Commitment struct {
	Number      int    `json:"number"`
	Description string `json:"description"`
}

// maxCommitmentLength is the longest description of a goal or a principle.
const maxCommitmentLength = 500

// picksBefore are a goals section's picks before a change: what a save from a client of
// before (sdgs alone, which knows nothing of descriptions and principles) keeps.
type picksBefore struct {
	descriptions map[int]string // goal → its description
	principles   []Commitment
}

func picksOf(s Section) picksBefore {
	goals, principles := s.Commitments()
	b := picksBefore{descriptions: make(map[int]string, len(goals)), principles: principles}
	for _, g := range goals {
		b.descriptions[g.Number] = g.Description
	}
	return b
}

// cleanCommitments checks an item's goals and principles and keeps its sdgs the numbers of
// its goals. A client of before sends sdgs alone: those are the goals, each keeping the
// description it had, and the principles are kept. Sent together, sdgs and goals must name
// the same goals. Only the goals section picks them.
func cleanCommitments(key, at string, d *Detail, had picksBefore, p *web.FieldErrors) {
	if key != KeyGoals {
		if len(d.SDGs) > 0 {
			p.Add(at+"sdgs", "profile.error.sdgs", nil)
		}
		if len(d.Goals) > 0 {
			p.Add(at+"goals", "profile.error.sdgs", nil)
		}
		if len(d.Principles) > 0 {
			p.Add(at+"principles", "profile.error.principles", nil)
		}
		return
	}
	sdgsOK := validSDGs(d.SDGs)
	if !sdgsOK {
		p.Add(at+"sdgs", "profile.error.sdgs", nil)
	}
	switch {
	case d.Goals == nil && !sdgsOK: // said once, at sdgs
	case d.Goals == nil:
		for _, n := range d.SDGs {
			d.Goals = append(d.Goals, Commitment{Number: n, Description: had.descriptions[n]})
		}
		if d.Principles == nil && len(d.SDGs) > 0 {
			d.Principles = slices.Clone(had.principles)
		}
	case len(d.SDGs) > 0 && !slices.Equal(sortedInts(d.SDGs), sortedInts(numbersOf(d.Goals))):
		p.Add(at+"sdgs", "profile.error.sdgs_goals", nil)
	}
	checkCommitments(p, at+"goals", d.Goals, reference.IsSDG, "profile.error.sdgs")
	checkCommitments(p, at+"principles", d.Principles, reference.IsPrinciple, "profile.error.principles")
	if len(d.Goals) == 0 {
		d.Goals = nil
	}
	if len(d.Principles) == 0 {
		d.Principles = nil
	}
	d.SDGs = numbersOf(d.Goals)
}

// checkCommitments: each number known and picked once, each description clean and short;
// then in number order.
func checkCommitments(p *web.FieldErrors, path string, cs []Commitment, known func(int) bool, key string) {
	seen := map[int]bool{}
	for j := range cs {
		c := &cs[j]
		at := fmt.Sprintf("%s[%d].", path, j)
		if !known(c.Number) || seen[c.Number] {
			p.Add(at+"number", key, nil)
		}
		seen[c.Number] = true
		c.Description = cleanText(c.Description)
		maxLen(p, at+"description", c.Description, maxCommitmentLength)
	}
	slices.SortStableFunc(cs, func(a, b Commitment) int { return a.Number - b.Number })
}

// validSDGs: each of the 17 UN goals at most once.
func validSDGs(goals []int) bool {
	seen := map[int]bool{}
	for _, g := range goals {
		if !reference.IsSDG(g) || seen[g] {
			return false
		}
		seen[g] = true
	}
	return true
}

func numbersOf(cs []Commitment) []int {
	if len(cs) == 0 {
		return nil
	}
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = c.Number
	}
	return out
}

func sortedInts(ns []int) []int {
	out := slices.Clone(ns)
	slices.Sort(out)
	return out
}

// cleanText is typed text as it is kept: its lines made safe by web.CleanText (PostgreSQL
// cannot even store a NUL), the line breaks kept (paragraphs), trimmed.
func cleanText(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(web.CleanText(l), " ")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// Commitments are the goals and the principles a section picks, each once, in number order.
func (s Section) Commitments() (goals, principles []Commitment) {
	for _, d := range s.Details {
		goals = appendNew(goals, d.Goals)
		principles = appendNew(principles, d.Principles)
	}
	slices.SortStableFunc(goals, func(a, b Commitment) int { return a.Number - b.Number })
	slices.SortStableFunc(principles, func(a, b Commitment) int { return a.Number - b.Number })
	return goals, principles
}

func appendNew(to, from []Commitment) []Commitment {
	for _, c := range from {
		if !slices.ContainsFunc(to, func(x Commitment) bool { return x.Number == c.Number }) {
			to = append(to, c)
		}
	}
	return to
}

// fillGoals gives the goals of a record stored before goals had descriptions (sdgs alone)
// their goals, so every reader and the record's JSON see one shape.
func fillGoals(c *Content) {
	for i := range c.Goals.Details {
		d := &c.Goals.Details[i]
		if d.Goals == nil {
			for _, n := range d.SDGs {
				d.Goals = append(d.Goals, Commitment{Number: n})
			}
		}
	}
}

// describedNow reports whether next gives a goal or a principle a description that old
// did not have (a new pick with its description, or a first description): the save then
// says 'Goal and description were successfully added'.
func describedNow(old, next Section) bool {
	oldGoals, oldPrinciples := old.Commitments()
	goals, principles := next.Commitments()
	return gainedDescription(oldGoals, goals) || gainedDescription(oldPrinciples, principles)
}

func gainedDescription(old, next []Commitment) bool {
	for _, c := range next {
		if c.Description == "" {
			continue
		}
		i := slices.IndexFunc(old, func(x Commitment) bool { return x.Number == c.Number })
		if i < 0 || old[i].Description == "" {
			return true
		}
	}
	return false
}

// CommitmentCounts are how many listed companies work on each UN goal and each Global Compact
// principle, by number (one query): those whose published goals section is live, answered
// Yes and picks it, as the directory's goal filter counts them.
func (s *Service) CommitmentCounts(ctx context.Context) (goals, principles map[int]int, err error) {
	rows, err := s.q.CountListedCommitments(ctx)
	if err != nil {
		return nil, nil, err
	}
	goals, principles = map[int]int{}, map[int]int{}
	for _, r := range rows {
		switch r.Kind {
		case "sdg":
			goals[int(r.Number)] = int(r.Companies)
		case "principle":
			principles[int(r.Number)] = int(r.Companies)
		}
	}
	return goals, principles, nil
}
