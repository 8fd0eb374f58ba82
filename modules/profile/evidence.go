package profile

import (
	"time"

	"greenconnect/modules/rating"
)

// What backs a claim (docs/profile.md, "Evidence you can see"): nothing but the company's word,
// a link or a document given on a date, or Green Verification.
const (
	EvidenceDeclared = "declared" // a description only: self-declared
	EvidenceGiven    = "given"    // a link, a web page or a file
	EvidenceVerified = "verified" // Green Verification's mark holds
)

// evidenceMaxAge is how long given evidence counts as current; older evidence is marked old.
const evidenceMaxAgeMonths = 24

// backed reports whether an item holds evidence beyond the company's own words.
func (d Detail) backed() bool { return d.Link != "" || d.Weblink != "" || d.Attachment != "" }

func (d Detail) sameEvidence(o Detail) bool {
	return d.Link == o.Link && d.Weblink == o.Weblink && d.Attachment == o.Attachment
}

// stampEvidence dates each item's evidence: when its link, web page or file was given. An item
// whose evidence the section had before keeps that date, wherever it moved; what a client sends
// as a date is never taken.
func stampEvidence(old Section, s *Section, now time.Time) {
	for i := range s.Details {
		d := &s.Details[i]
		d.GivenAt = nil
		if !d.backed() {
			continue
		}
		at := now.UTC()
		d.GivenAt = &at
		for _, o := range old.Details {
			if o.backed() && o.sameEvidence(*d) {
				d.GivenAt = o.GivenAt // nil for evidence from before dates were kept: see givenAt
				break
			}
		}
	}
}

// givenAt is when an item's evidence was given: its own date, or for evidence from before
// dates were kept, when its section got its answer.
func givenAt(sec Section, d Detail) *time.Time {
	if d.GivenAt != nil {
		return d.GivenAt
	}
	return sec.AnsweredAt
}

// ItemEvidence is what backs one item, and since when.
type ItemEvidence struct {
	State string     `json:"state"` // declared, given, verified
	Since *time.Time `json:"since"` // given: when; verified: when verified
	Old   bool       `json:"old"`   // given more than 24 months ago
}

// EvidenceSummary counts a content's DEFINED answers, those backed by evidence, and those with
// a verified item: "5 of 7 answers backed by evidence, 2 verified".
type EvidenceSummary struct {
	Answers  int `json:"answers"`
	Backed   int `json:"backed"`
	Verified int `json:"verified"`
}

// EvidenceJSON is the evidence part of a record: the summary and each item's state, by section.
type EvidenceJSON struct {
	EvidenceSummary
	Items map[string][]ItemEvidence `json:"items"`
}

// itemEvidence is the state of item i of a section.
func itemEvidence(key string, sec Section, i int, marks Marks, now time.Time) ItemEvidence {
	d := sec.Details[i]
	if at, ok := marks.Item(key, i); ok {
		return ItemEvidence{State: EvidenceVerified, Since: &at}
	}
	if !d.backed() {
		return ItemEvidence{State: EvidenceDeclared}
	}
	e := ItemEvidence{State: EvidenceGiven, Since: givenAt(sec, d)}
	e.Old = e.Since != nil && evidenceOld(*e.Since, now)
	return e
}

// evidenceOld reports whether evidence given at since reads old at now.
func evidenceOld(since, now time.Time) bool {
	return since.Before(now.AddDate(0, -evidenceMaxAgeMonths, 0))
}

// evidenceOf is the evidence of a content (the sections it holds: a visitor's has the live
// ones only).
func evidenceOf(c Content, marks Marks, now time.Time) EvidenceJSON {
	out := EvidenceJSON{Items: map[string][]ItemEvidence{}}
	for i, sec := range c.All() {
		key := SectionKeys[i]
		if sec.Stage() != rating.Defined || len(sec.Details) == 0 {
			continue
		}
		out.Answers++
		backed, verified := false, false
		items := make([]ItemEvidence, len(sec.Details))
		for j := range sec.Details {
			items[j] = itemEvidence(key, *sec, j, marks, now)
			backed = backed || items[j].State != EvidenceDeclared
			verified = verified || items[j].State == EvidenceVerified
		}
		out.Items[key] = items
		if backed {
			out.Backed++
		}
		if verified {
			out.Verified++
		}
	}
	return out
}
