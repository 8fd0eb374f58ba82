package directory

import (
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/profile"
)

// The module's domain values, which its Service takes and returns (Offering and StoredPicture are
// in offering.go, the listing filters in filters.go).

// ServiceSummary is a service as a listing shows it: the service, its company's name and rating.
type ServiceSummary struct {
	ID               uuid.UUID
	CompanyProfileID uuid.UUID
	Name             string
	LogoURL          string // the service's logo, else the company's, else "" (the fallback icon)
	Industry         string
	Category         string
	URL              string
	InstagramURL     string
	FacebookURL      string
	LinkedinURL      string
	Description      string
	Tags             []string
	HasPrices        bool
	CompanyName      string
	Country          string
	Level            string
	Stars            int
}

// MarketPage is one page of a services listing.
type MarketPage struct {
	Filter MarketFilter
	Cards  []ServiceSummary
	Total  int  // matches on every page, at most CountBound
	More   bool // more than Total match (shown as "1,000+")
}

// Pages is the number of pages total entries fill.
func Pages(total int) int { return (total + PageSize - 1) / PageSize }

// Company is a company as the directory keeps it: a copy of its profile's public listing.
type Company struct {
	ID         uuid.UUID // the profile's id
	Name       string
	LogoURL    string
	Country    string
	Level      string // a rating level key, "" for none
	Stars      int
	Total      int
	Active     bool   // every rated section answered: the rating is not provisional
	Listed     bool   // approved and published: in the directory
	Status     string // the profile's review status: draft, pending, approved, rejected
	VerifiedAt time.Time
	// Green Verification (docs/profile.md): when its details were validated (zero: not), and
	// how many of its public evidence items are verified.
	ValidatedAt     time.Time
	VerifiedItems   int
	ItemsVerifiedAt time.Time               // when the newest verified item was (zero: none)
	Evidence        profile.EvidenceSummary // what backs its public answers
}

// NeverApproved reports whether nothing of the company was ever public: its badge and
// check page must not name it (README, "Security").
func (c Company) NeverApproved() bool { return !c.Listed && c.VerifiedAt.IsZero() }

// ServiceDetail is a service with its company, as its page and the API show it. Preview is
// true when the owner is looking at a service the public cannot see (yet).
type ServiceDetail struct {
	Offering
	Company Company
	Preview bool
}

// Related is an entry of a company's list of services (the service page's "more services
// from this company", the API's /api/sustainableServices/{id}).
type Related struct {
	ID          uuid.UUID
	Name        string
	LogoURL     string
	Industry    string
	Category    string
	Description string
}

// OthersThan leaves out the current service; the block shows only when the company has at
// least two services, i.e. when something is left (docs/directory.md).
func OthersThan(all []Related, id uuid.UUID) []Related {
	if len(all) < 2 {
		return nil
	}
	out := make([]Related, 0, len(all)-1)
	for _, r := range all {
		if r.ID != id {
			out = append(out, r)
		}
	}
	return out
}

// CompanySummary is a company as the green directory lists it.
type CompanySummary struct {
	ProfileID       uuid.UUID
	Name            string
	About           string
	City            string
	Country         string
	Industry        string
	Sector          string
	LogoURL         string
	Total           int
	Level           string
	Stars           int
	Active          bool
	VerifiedAt      time.Time
	ValidatedAt     time.Time // Green Verification: details validated (zero: not)
	VerifiedItems   int       // and evidence items verified,
	ItemsVerifiedAt time.Time // the newest on this day
	Evidence        profile.EvidenceSummary
	ServiceCount    int
}

// DirectoryPage is one page of the green directory.
type DirectoryPage struct {
	Filter  DirectoryFilter
	Entries []CompanySummary
	Total   int  // matches on every page, at most CountBound
	More    bool // more than Total match (shown as "1,000+")
}
