package directory

import (
	"context"
	"strings"

	sq "github.com/Masterminds/squirrel"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/profile"
)

// Directory is one page of listed companies matching the filter, best rated first (most
// relevant first when searching).
func (s *Service) Directory(ctx context.Context, f DirectoryFilter) (DirectoryPage, error) {
	return s.DirectoryWindow(ctx, f, PageSize, Offset(f.Page))
}

// DirectoryWindow is limit listed companies matching the filter from offset (its page is
// ignored), and how many match in all, counted up to CountBound (docs/directory.md,
// "Listings at any size"): one statement reads both.
func (s *Service) DirectoryWindow(ctx context.Context, f DirectoryFilter, limit, offset int32) (DirectoryPage, error) {
	query, ok, err := s.searchQuery(ctx, f.Query)
	if err != nil || !ok {
		return DirectoryPage{Filter: f}, err
	}
	if pastRanked(query, offset) {
		first, err := s.DirectoryWindow(ctx, f, limit, 0)
		first.Entries = first.Entries[:0]
		return first, err
	}
	filters := f.WithPage(1).Encode()
	key := "directory?" + filters // the count kept, as MarketWindow's
	kept, known := s.keptCount(key)
	known = known && query == ""
	listings, walk := s.listingDB(companySamePlan(f, query)), companyByWord(f, query)
	reads := listings // the walk's own plan; the rest (a count past the last page) as before
	if walk {
		reads = s.walks
	}
	statement := s.built.Of(builtKey("directory", filters, query, limit, offset, !known, walk), func() sq.Sqlizer {
		return companiesListing(f, query, limit, offset, !known, walk)
	})
	rows, err := db.Rows[companyListRow](ctx, reads, statement)
	again := false
	if err == nil && walk {
		again, err = readAgain(ctx, s, companyWords, query, companyArea(f), nil, rows)
	}
	if again {
		listings = s.listings
		statement = s.built.Of(builtKey("directory", filters, query, limit, offset, !known, false), func() sq.Sqlizer {
			return companiesListing(f, query, limit, offset, !known, false)
		})
		rows, err = db.Rows[companyListRow](ctx, listings, statement)
	}
	if err != nil {
		return DirectoryPage{}, err
	}
	page := DirectoryPage{Filter: f, Entries: make([]CompanySummary, len(rows))}
	for i, r := range rows {
		page.Entries[i] = CompanySummary{
			ProfileID: r.ProfileID, Name: r.CompanyName, About: r.About, City: r.City, Country: r.Country,
			Industry: r.Industry, Sector: r.Sector, LogoURL: r.LogoURL, Total: int(r.Total), Level: r.Level,
			Stars: int(r.Stars), Active: r.Active, VerifiedAt: verifiedDate(r.VerifiedAt), ServiceCount: int(r.ServiceCount),
			ValidatedAt: verifiedDate(r.ValidatedAt), VerifiedItems: int(r.VerifiedItems),
			ItemsVerifiedAt: verifiedDate(r.ItemsVerifiedAt),
			Evidence:        profile.EvidenceSummary{Answers: int(r.Answers), Backed: int(r.Backed), Verified: int(r.VerifiedAnswers)},
		}
	}
	switch {
	case known:
		page.Total, page.More = db.Counted(kept, boundFor(query))
		return page, nil
	case len(rows) > 0:
		if query == "" {
			s.keepCount(key, rows[0].Matches)
		}
		page.Total, page.More = db.Counted(rows[0].Matches, boundFor(query))
		return page, nil
	case offset == 0:
		return page, nil // nothing matches
	}
	// Past the last page no row carries the count (the public API's offsets).
	n, err := db.Count(ctx, listings, companiesCount(f, query, boundFor(query)+1))
	page.Total, page.More = db.Counted(n, boundFor(query))
	return page, err
}

// DirectoryCountries are the countries with a listed company (shared: read only).
func (s *Service) DirectoryCountries(ctx context.Context) ([]string, error) {
	_, _, countries, err := s.choices(ctx)
	return countries, err
}

// searchQuery is what a person typed as the text of a tsquery (gc_search_query, README
// "Search"): its words, each a required prefix, never query syntax. ok is false when the
// text holds no word, so nothing can match.
func (s *Service) searchQuery(ctx context.Context, typed string) (query string, ok bool, err error) {
	if typed = web.CleanText(typed); strings.TrimSpace(typed) == "" {
		return "", true, nil
	}
	query, err = s.searches.Of(ctx, typed, s.q.BuildSearchQuery)
	return query, query != "", err
}
