package profile

import (
	"context"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/profile/store"
	"greenconnect/modules/rating"
)

// Listing is what the public may know of a profile, for the directory and the badge.
// Its content is the last published snapshot when there is one (what reviewers approved
// and visitors see), else the working draft. Industry and Sector are keys: name them with
// reference.IndustryMessage / reference.SectorMessage, and the country with
// reference.CountryName.
type Listing struct {
	ID                     uuid.UUID
	UserID                 uuid.UUID
	CompanyName            string
	About                  string
	City                   string
	Country                string // ISO 3166 alpha-2
	Industry               string
	Sector                 string
	Website                string
	Facebook               string
	Linkedin               string
	Tiktok                 string
	Twitter                string
	Instagram              string
	RepresentativeLinkedin string
	EmployeeCount          int
	ServiceProvider        bool
	LogoURL                string // "" when there is no logo: show the fallback icon
	Status                 Status
	Published              bool
	Listed                 bool // approved and published: shown in the directory
	RejectionReason        string
	Rating                 RatingSummary
	VerifiedAt             *time.Time      // when an admin last approved it
	CompanyValidatedAt     *time.Time      // Green Verification: when its details were validated, if the mark holds
	VerifiedItems          int             // Green Verification: its live evidence items whose mark holds
	ItemsVerifiedAt        *time.Time      // and when the newest of them was verified
	Evidence               EvidenceSummary // what backs its live answers
	SDGs                   []int           // the UN goals its live goals section names (1..17)
	SubmittedAt            *time.Time      // when it last went to review
	UpdatedAt              time.Time
}

// RatingSummary is the rating of a listing. It depends on the time too (PLANNING points
// expire, Green Room weeks pass), so it can change without an OnChange call: read it
// again rather than keeping it for days.
type RatingSummary struct {
	Total    int
	Level    rating.Level // none, starter, explorer, achiever, champion; named by rating.level.<key>
	Stars    int
	Band     int
	Active   bool
	Complete bool
}

// Listing is one profile's listing; web.NotFound when it does not exist.
func (s *Service) Listing(ctx context.Context, id uuid.UUID) (Listing, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return Listing{}, err
	}
	tbl, err := s.ratings.Table(ctx)
	if err != nil {
		return Listing{}, err
	}
	return s.listingOf(ctx, row, tbl.Table)
}

// ListingIDs lists every profile's id, oldest first.
func (s *Service) ListingIDs(ctx context.Context) ([]uuid.UUID, error) {
	return s.q.ListProfileIDs(ctx)
}

// Listings is Listing for many profiles at once (unknown ids are left out), in creation order.
func (s *Service) Listings(ctx context.Context, ids []uuid.UUID) ([]Listing, error) {
	rows, err := s.q.ListProfiles(ctx, ids)
	if err != nil {
		return nil, err
	}
	return s.listingsOf(ctx, rows)
}

// listingsOf is the listing of each row, all rated with one read of the points table.
func (s *Service) listingsOf(ctx context.Context, rows []store.CompanyProfile) ([]Listing, error) {
	tbl, err := s.ratings.Table(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Listing, 0, len(rows))
	for _, row := range rows {
		l, err := s.listingOf(ctx, row, tbl.Table)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

func (s *Service) listingOf(ctx context.Context, row store.CompanyProfile, tbl rating.Table) (Listing, error) {
	content, err := publicContent(row)
	if err != nil {
		return Listing{}, err
	}
	res, err := s.rate(ctx, row.ID, content, tbl)
	if err != nil {
		return Listing{}, err
	}
	c := content.Company
	l := Listing{
		ID: row.ID, UserID: row.UserID, CompanyName: c.CompanyName, About: c.About, City: c.City,
		Country: c.Country, Industry: c.Industry, Sector: c.Sector, Website: c.Website,
		Facebook: c.Facebook, Linkedin: c.Linkedin, Tiktok: c.Tiktok, Twitter: c.Twitter,
		Instagram: c.Instagram, RepresentativeLinkedin: c.RepresentativeLinkedin,
		ServiceProvider: c.ServiceProvider, LogoURL: c.Logo,
		Status: Status(row.Status), Published: row.Published, RejectionReason: row.RejectionReason,
		VerifiedAt: row.VerifiedAt, SubmittedAt: row.SubmittedAt, UpdatedAt: row.UpdatedAt,
		Rating: RatingSummary{Total: res.Total, Level: res.Level, Stars: res.Stars, Band: res.Band,
			Active: res.Active, Complete: res.Complete},
	}
	if c.EmployeeCount != nil {
		l.EmployeeCount = *c.EmployeeCount
	}
	// What visitors see: the live sections only.
	marks := marksFor(row.VerificationMarks, liveOnly(content))
	l.CompanyValidatedAt, l.VerifiedItems, l.ItemsVerifiedAt = marks.CompanyValidatedAt, marks.ItemCount(), marks.LatestItem()
	live := liveOnly(content)
	l.Evidence = evidenceOf(live, marks, s.now()).EvidenceSummary
	l.SDGs = []int{}
	if goals := live.Get(KeyGoals); goals.Stage() == rating.Defined {
		for _, d := range goals.Details {
			l.SDGs = append(l.SDGs, d.SDGs...)
		}
	}
	l.Listed = l.Status == StatusApproved && l.Published
	return l, nil
}
