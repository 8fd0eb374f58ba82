package profile

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/billing"
)

// Green Verification (docs/profile.md, "Green Verification"): a company asks an admin to
// validate its company details (Premium) or to verify an evidence item against a document
// (Premium Plus); a decision puts a dated mark on the public page, the report, the record,
// the badge and the directory card, which holds while the content keeps the fingerprint it
// had when asked.

// Billing is everything the profile needs of the billing module, its one way in
// (docs/billing.md, "What the plans unlock"): the profile owns this interface and billing's *Service
// satisfies it, given once at wiring (ServiceDeps.Billing). Whether a company's plan
// unlocks a feature (the service's checks and the handler's gate, billing.RequireFeature
// over Service.Entitled), each company's plan for the admins' company list
// (admin_companies.go), and the owner's billingHistory and membershipHistory
// (docs/billing.md, "History"), never shown to anyone else. The plans themselves are
// billing's types (billing.PlanKey, billing.PlanKeys), imported like any module's domain
// values.
type Billing interface {
	Entitled(ctx context.Context, userID uuid.UUID, f billing.Feature) (bool, error)
	// PlanOf is the user's plan now.
	PlanOf(ctx context.Context, userID uuid.UUID) (billing.PlanKey, error)
	// PlanHolders is the plan of every account on a plan other than Free, in one lookup.
	PlanHolders(ctx context.Context) (map[uuid.UUID]billing.PlanKey, error)
	// RecordHistories are the owner's billing and membership histories.
	RecordHistories(ctx context.Context, userID uuid.UUID) (billing, membership []json.RawMessage, err error)
}

// What a request is about.
const (
	VerifyCompany = "company" // the company details
	VerifyItem    = "item"    // one evidence item of a section
)

// A request's states.
const (
	VerificationPending  = "pending"
	VerificationVerified = "verified"
	VerificationRefused  = "refused"
)

// Limits of what a company and an admin write.
const (
	maxRegistration     = 100
	maxVerificationNote = 1000
)

// Marks are the Green Verification marks that hold for a content: each one's date.
type Marks struct {
	CompanyValidatedAt *time.Time
	items              map[itemRef]time.Time
}

type itemRef struct {
	Section string
	Item    int
}

// Item is the date an evidence item was verified, if its mark holds.
func (m Marks) Item(section string, i int) (time.Time, bool) {
	at, ok := m.items[itemRef{section, i}]
	return at, ok
}

// ItemCount is how many evidence items carry a mark.
func (m Marks) ItemCount() int { return len(m.items) }

// LatestItem is when the newest of the verified items was verified; nil when none is.
func (m Marks) LatestItem() *time.Time {
	var latest *time.Time
	for _, at := range m.items {
		if latest == nil || at.After(*latest) {
			t := at
			latest = &t
		}
	}
	return latest
}

// MarksJSON is the marks in a record and the badge's JSON.
type MarksJSON struct {
	CompanyValidatedAt *time.Time     `json:"companyValidatedAt"`
	Items              []ItemMarkJSON `json:"verifiedItems"`
}

// ItemMarkJSON is one verified evidence item.
type ItemMarkJSON struct {
	Section    string    `json:"section"`
	Item       int       `json:"item"` // its place among the section's details, from 0
	VerifiedAt time.Time `json:"verifiedAt"`
}

// JSON lists the marks in the sections' order.
func (m Marks) JSON() MarksJSON {
	out := MarksJSON{CompanyValidatedAt: m.CompanyValidatedAt, Items: []ItemMarkJSON{}}
	for _, key := range SectionKeys {
		for i := 0; i < maxDetails; i++ {
			if at, ok := m.Item(key, i); ok {
				out.Items = append(out.Items, ItemMarkJSON{Section: key, Item: i, VerifiedAt: at})
			}
		}
	}
	return out
}

// storedMarks is the profile's verification_marks column.
type storedMarks struct {
	Company *storedMark      `json:"company,omitempty"`
	Items   []storedItemMark `json:"items,omitempty"`
}

type storedMark struct {
	At time.Time `json:"at"`
	FP string    `json:"fp"`
}

type storedItemMark struct {
	Section string    `json:"section"`
	Item    int       `json:"item"`
	At      time.Time `json:"at"`
	FP      string    `json:"fp"`
}

// marksFor reads the stored marks and keeps those whose fingerprint the content still has.
func marksFor(raw []byte, c Content) Marks {
	var st storedMarks
	if len(raw) == 0 || decodeStored(raw, &st) != nil {
		return Marks{}
	}
	var m Marks
	if st.Company != nil && st.Company.FP == companyFingerprint(c.Company) {
		at := st.Company.At
		m.CompanyValidatedAt = &at
	}
	for _, it := range st.Items {
		sec := c.Get(it.Section)
		if sec == nil || it.Item < 0 || it.Item >= len(sec.Details) || it.FP != itemFingerprint(it.Section, *sec, it.Item) {
			continue
		}
		if m.items == nil {
			m.items = map[itemRef]time.Time{}
		}
		m.items[itemRef{it.Section, it.Item}] = it.At
	}
	return m
}

// companyFingerprint covers the details an admin validates: who and where the company is.
func companyFingerprint(c Company) string {
	return fingerprint(struct{ Name, Country, City, Website string }{
		strings.TrimSpace(c.CompanyName), c.Country, strings.TrimSpace(c.City), c.Website})
}

// itemFingerprint covers an evidence item and its section's answer.
func itemFingerprint(key string, sec Section, i int) string {
	return fingerprint(struct {
		Section, Status string
		Detail          Detail
	}{key, string(sec.Status), sec.Details[i]})
}

func fingerprint(v any) string {
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
