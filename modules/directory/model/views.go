package model

import (
	"time"

	"github.com/google/uuid"
)

// Card is a service as the marketplace's card shows it (seed §2 "Service card").
type Card struct {
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

// Path is the service's page.
func (c Card) Path() string { return ServicePath(c.ID) }

// CompanyPath is the company's public page.
func (c Card) CompanyPath() string { return CompanyPath(c.CompanyProfileID) }

// MarketPage is one page of a services listing.
type MarketPage struct {
	Filter MarketFilter
	Cards  []Card
	Total  int // matches on every page
}

// Pages is the number of pages.
func (p MarketPage) Pages() int { return Pages(p.Total) }

// Pages is the number of pages total entries fill.
func Pages(total int) int { return (total + PageSize - 1) / PageSize }

// CompanyRef is what a service page shows of its company.
type CompanyRef struct {
	ID      uuid.UUID
	Name    string
	LogoURL string
	Country string
	Level   string
	Stars   int
	Total   int
	Listed  bool
}

// Path is the company's public page.
func (c CompanyRef) Path() string { return CompanyPath(c.ID) }

// ServiceView is a service with its company, as its page and the API show it. Preview is
// true when the owner is looking at a service the public cannot see (yet).
type ServiceView struct {
	Offering
	Company CompanyRef
	Preview bool
}

// Related is an entry of 'MORE SERVICES FROM THIS COMPANY' (seed §7: serviceId, name,
// logo, sector_industry).
type Related struct {
	ID          uuid.UUID
	Name        string
	LogoURL     string
	Industry    string
	Category    string
	Description string
}

// Path is the service's page.
func (r Related) Path() string { return ServicePath(r.ID) }

// OthersThan leaves out the current service; the block shows only when the company has at
// least two services (seed §2), i.e. when something is left.
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

// Entry is a company as the green directory lists it.
type Entry struct {
	ProfileID    uuid.UUID
	Name         string
	About        string
	City         string
	Country      string
	Industry     string
	Sector       string
	LogoURL      string
	Total        int
	Level        string
	Stars        int
	Active       bool
	VerifiedAt   time.Time
	ServiceCount int
}

// Path is the company's public page.
func (e Entry) Path() string { return CompanyPath(e.ProfileID) }

// DirectoryPage is one page of the green directory.
type DirectoryPage struct {
	Filter  DirectoryFilter
	Entries []Entry
	Total   int
}

// Pages is the number of pages.
func (p DirectoryPage) Pages() int { return Pages(p.Total) }
