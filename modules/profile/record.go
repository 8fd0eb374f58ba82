package profile

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/google/uuid"

	"greenconnect/modules/rating"
)

// Status is where a profile is in its lifecycle (docs/profile.md, "The lifecycle").
type Status string

// The lifecycle: draft → pending (first publish waits for review) → approved (listed) or
// rejected (reason shown; the company edits and publishes again).
const (
	StatusDraft    Status = "draft"
	StatusPending  Status = "pending"
	StatusApproved Status = "approved"
	StatusRejected Status = "rejected"
)

// Visibility of a section: hidden, in the report, or live on the public page too.
const (
	VisibilityHidden = "hidden"
	VisibilityReport = "report"
	VisibilityLive   = "live"
)

// Company is the company profile part of the record (docs/profile.md, "The company").
type Company struct {
	CompanyName            string `json:"companyName"`
	About                  string `json:"about"`
	City                   string `json:"city"`
	Country                string `json:"country"` // ISO 3166 alpha-2
	Industry               string `json:"industry"`
	Sector                 string `json:"sector"`
	Website                string `json:"website"`
	EmployeeCount          *int   `json:"employeeCount"`
	ServiceProvider        bool   `json:"serviceProvider"`
	Facebook               string `json:"facebook"`
	Linkedin               string `json:"linkedin"`
	Tiktok                 string `json:"tiktok"`
	Twitter                string `json:"twitter"`
	Instagram              string `json:"instagram"`
	RepresentativeLinkedin string `json:"representativeLinkedin"`
	Logo                   string `json:"logo"` // the stored logo's address (upload.URL), or ""
}

// Complete reports whether every required field is filled: the company profile points
// and publishing need it.
func (c Company) Complete() bool { return len(c.Missing()) == 0 }

// Missing lists the required fields that are empty.
func (c Company) Missing() []string {
	var out []string
	for _, f := range []struct {
		name string
		ok   bool
	}{
		{"companyName", c.CompanyName != ""}, {"about", c.About != ""}, {"city", c.City != ""},
		{"country", c.Country != ""}, {"industry", c.Industry != ""}, {"sector", c.Sector != ""},
		{"website", c.Website != ""}, {"employeeCount", c.EmployeeCount != nil && *c.EmployeeCount > 0},
	} {
		if !f.ok {
			out = append(out, f.name)
		}
	}
	return out
}

// Detail is one evidence item of a section.
type Detail struct {
	Link          string `json:"link"`
	Weblink       string `json:"weblink"`
	Attachment    string `json:"attachment"` // a stored file's address
	Description   string `json:"description"`
	PriceLink     string `json:"priceLink"`
	PriceListFile string `json:"priceListFile"` // a stored file's address
	GreenCategory string `json:"greenCategory"`
	Accreditation string `json:"accreditation,omitempty"` // carbon|esg|others (accreditations)
	// The goals section's picks (docs/profile.md, "SDGs and the UN Global Compact"): SDGs are
	// the numbers of Goals, kept for the clients of before, which send them alone.
	SDGs       []int        `json:"sdgs,omitempty"`       // 1..17
	Goals      []Commitment `json:"goals,omitempty"`      // each SDG picked, with what the company does for it
	Principles []Commitment `json:"principles,omitempty"` // each UN Global Compact principle (1..10), idem
	// GivenAt is when its link, web page or file was given: the server keeps it (evidence.go).
	GivenAt *time.Time `json:"givenAt,omitempty"`
}

// HasEvidence reports whether the item holds any of the four kinds of evidence.
func (d Detail) HasEvidence() bool {
	return d.Link != "" || d.Weblink != "" || d.Attachment != "" || d.Description != ""
}

// Section is one section's answer.
type Section struct {
	Status     NullString `json:"status"`     // null, NOT_NEEDED, PLANNING or DEFINED
	PlannedFor NullString `json:"plannedFor"` // YYYY-MM-DD, for PLANNING
	AnsweredAt *time.Time `json:"answeredAt"` // when the section got its current status
	// MissedTarget is an earlier PLANNING target that passed while still PLANNING (read-only).
	MissedTarget NullString `json:"missedTarget,omitempty"`
	Visibility   string     `json:"visibility"`
	Details      []Detail   `json:"details"`
}

// Stage is the section's answer as the rating reads it.
func (s Section) Stage() rating.Stage {
	st, _ := rating.ParseStage(string(s.Status))
	return st
}

// Accreditation is the type given in the first evidence item (docs/profile.md, "Sections").
func (s Section) Accreditation() rating.Accreditation {
	if len(s.Details) == 0 {
		return rating.NoAccreditation
	}
	a, _ := rating.ParseAccreditation(s.Details[0].Accreditation)
	return a
}

// Content is the editable part of a profile: what is saved, published and shown.
type Content struct {
	Company Company `json:"company"`
	SectionSet
}

// Record is the sustainability record of the API (docs/profile.md, "The record").
type Record struct {
	ID              uuid.UUID `json:"id"`
	UserID          uuid.UUID `json:"userId"`
	Version         int       `json:"version"`
	Status          Status    `json:"status"`
	RejectionReason string    `json:"rejectionReason"`
	Published       bool      `json:"published"`
	Content
	BlogPostCount     int                `json:"blogPostCount"`
	BillingHistory    []json.RawMessage  `json:"billingHistory"`    // the billing module's (ServiceDeps.Billing); the owner's record only
	MembershipHistory []json.RawMessage  `json:"membershipHistory"` // idem
	Logins            []json.RawMessage  `json:"logins"`            // the account module's recent sign-ins; the owner's record only
	Rating            rating.ResultJSON  `json:"rating"`
	RejectedSections  []string           `json:"rejectedSections"`
	PublishedAt       *time.Time         `json:"publishedAt"`
	VerifiedAt        *time.Time         `json:"verifiedAt"`
	Verification      MarksJSON          `json:"verification"` // Green Verification marks that hold for this content
	Evidence          EvidenceJSON       `json:"evidence"`     // what backs each answer (evidence.go)
	UpdatedAt         time.Time          `json:"updatedAt"`
	marks             Marks              // the same, for pages
	result            rating.Result      // the rating the page renders (not in JSON)
	input             rating.Record      // what it was computed from
	table             rating.Table       // and with which points table
	tableVersion      int                // that table's version (docs/rating.md)
	files             map[string]FileRef // the profile's uploads by address (not in JSON)
	walkthroughDone   bool
	publishedVersion  int  // the working copy's version the published snapshot was taken from
	view              view // which face of the profile this is
	described         bool // the save that made it gave a goal or a principle its description
}

// DescribedGoal reports whether the save that answered this record gave a goal or a
// principle a description it did not have (docs/profile.md, "SDGs and the UN Global Compact").
func (r Record) DescribedGoal() bool { return r.described }

// PublishedVersion is the version the published snapshot was taken from (0 before any
// publish): a review decision names it (Service.Approve).
func (r Record) PublishedVersion() int { return r.publishedVersion }

// Marks are the Green Verification marks that hold for the record's content.
func (r Record) Marks() Marks { return r.marks }

// Result is the computed rating of the record.
func (r Record) Result() rating.Result { return r.result }

// WalkthroughDone reports whether the owner closed the first-visit walkthrough.
func (r Record) WalkthroughDone() bool { return r.walkthroughDone }

// NullString is a string that is null in JSON when empty.
type NullString string

// MarshalJSON writes "" as null.
func (n NullString) MarshalJSON() ([]byte, error) {
	if n == "" {
		return []byte("null"), nil
	}
	return json.Marshal(string(n))
}

// UnmarshalJSON reads null as "".
func (n *NullString) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*n = ""
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	*n = NullString(s)
	return nil
}

// UnmarshalJSONFrom reads null as "" for the stored snapshots' decoder (decodeStored): the
// token itself, where UnmarshalJSON made the decoder copy the value and decode it again (a
// record holds dozens).
func (n *NullString) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	tok, err := dec.ReadToken()
	if err != nil {
		return err
	}
	switch tok.Kind() {
	case 'n':
		*n = ""
	case '"':
		*n = NullString(tok.String())
	default:
		return fmt.Errorf("profile: a text or null, not %s", tok.Kind())
	}
	return nil
}
