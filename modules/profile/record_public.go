package profile

import (
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/rating"
)

// PublicRecord is a listed profile's record as anyone but its owner and admins reads it
// (GET /api/sustainability/{id}; README, "Security"): what its public page shows, from the
// published snapshot. Left out: the account id, versions, review state and reasons, the
// account's sign-ins, billing and membership, the representative's LinkedIn, every section
// that is hidden or report-only, and when a section was answered or missed its target.
type PublicRecord struct {
	ID            uuid.UUID
	Company       PublicCompany
	Sections      map[string]PublicSection // live sections only, by key
	Rating        rating.ResultJSON        // its sections: the live ones only
	BlogPostCount int
	PublishedAt   *time.Time
	VerifiedAt    *time.Time
	Verification  MarksJSON    // Green Verification marks of the public content
	Evidence      EvidenceJSON // what backs its live answers
}

// PublicCompany is the company as its public page shows it.
type PublicCompany struct {
	CompanyName     string `json:"companyName"`
	About           string `json:"about"`
	City            string `json:"city"`
	Country         string `json:"country"`
	Industry        string `json:"industry"`
	Sector          string `json:"sector"`
	Website         string `json:"website"`
	EmployeeCount   *int   `json:"employeeCount"`
	ServiceProvider bool   `json:"serviceProvider"`
	Facebook        string `json:"facebook"`
	Linkedin        string `json:"linkedin"`
	Tiktok          string `json:"tiktok"`
	Twitter         string `json:"twitter"`
	Instagram       string `json:"instagram"`
	Logo            string `json:"logo"`
}

// PublicSection is a live section's answer and evidence.
type PublicSection struct {
	Status     NullString `json:"status"`
	PlannedFor NullString `json:"plannedFor"`
	Details    []Detail   `json:"details"`
}

// MarshalJSON writes the record in the API's shape: sections by key beside the other fields.
func (p PublicRecord) MarshalJSON() ([]byte, error) {
	out := map[string]any{"id": p.ID, "company": p.Company, "rating": p.Rating, "blogPostCount": p.BlogPostCount,
		"publishedAt": p.PublishedAt, "verifiedAt": p.VerifiedAt, "verification": p.Verification,
		"evidence": p.Evidence}
	for key, s := range p.Sections {
		out[key] = s
	}
	return json.Marshal(out)
}

// public is the visitor's face of a record built for the public view (recordAs).
func (r Record) public() PublicRecord {
	c := r.Company
	p := PublicRecord{ID: r.ID, Rating: r.Rating, BlogPostCount: r.BlogPostCount, PublishedAt: r.PublishedAt,
		VerifiedAt: r.VerifiedAt, Verification: r.Verification, Evidence: r.Evidence, Sections: map[string]PublicSection{},
		Company: PublicCompany{CompanyName: c.CompanyName, About: c.About, City: c.City, Country: c.Country,
			Industry: c.Industry, Sector: c.Sector, Website: c.Website, EmployeeCount: c.EmployeeCount,
			ServiceProvider: c.ServiceProvider, Facebook: c.Facebook, Linkedin: c.Linkedin, Tiktok: c.Tiktok,
			Twitter: c.Twitter, Instagram: c.Instagram, Logo: c.Logo}}
	for i, sec := range r.Content.All() {
		if sec.Visibility == VisibilityLive {
			p.Sections[SectionKeys[i]] = PublicSection{Status: sec.Status, PlannedFor: sec.PlannedFor, Details: sec.Details}
		}
	}
	return p
}
