package directory

import (
	"context"
	"errors"

	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/rating"
)

// Market is one page of public services matching the filter.
func (s *Service) Market(ctx context.Context, f MarketFilter) (MarketPage, error) {
	return s.MarketWindow(ctx, f, PageSize, Offset(f.Page))
}

// MarketWindow is limit public services matching the filter from offset (its page is
// ignored), and how many match in all, counted up to CountBound (docs/directory.md,
// "Listings at any size"): one statement reads both.
func (s *Service) MarketWindow(ctx context.Context, f MarketFilter, limit, offset int32) (MarketPage, error) {
	query, ok, err := s.searchQuery(ctx, f.Query)
	if err != nil || !ok {
		return MarketPage{Filter: f}, err
	}
	if pastRanked(query, offset) { // docs/directory.md, "Search at any size"
		first, err := s.MarketWindow(ctx, f, limit, 0)
		first.Cards = first.Cards[:0]
		return first, err
	}
	// Without search words the count is kept for the filter (keptCount): a later view,
	// another page of it, reads its page alone.
	filters := f.WithPage(1).Encode()
	key := "market?" + filters
	kept, known := s.keptCount(key)
	known = known && query == ""
	listings, walk := s.listingDB(samePlan(f, query)), byWord(f, query)
	reads := listings // the walk's own plan; the rest (a count past the last page) as before
	if walk {
		reads = s.walks
	}
	statement := s.built.Of(builtKey("market", filters, query, limit, offset, !known, walk), func() sq.Sqlizer {
		return servicesListing(f, query, limit, offset, !known, walk)
	})
	rows, err := db.Rows[serviceListRow](ctx, reads, statement)
	again := false
	if err == nil && walk {
		again, err = readAgain(ctx, s, serviceWords, query, serviceArea(f), f.Tags, rows)
	}
	if again {
		listings = s.listings
		statement = s.built.Of(builtKey("market", filters, query, limit, offset, !known, false), func() sq.Sqlizer {
			return servicesListing(f, query, limit, offset, !known, false)
		})
		rows, err = db.Rows[serviceListRow](ctx, listings, statement)
	}
	if err != nil {
		return MarketPage{}, err
	}
	page := MarketPage{Filter: f, Cards: make([]ServiceSummary, len(rows))}
	for i, r := range rows {
		page.Cards[i] = ServiceSummary{
			ID: r.ID, CompanyProfileID: r.CompanyProfileID, Name: r.Name, LogoURL: logoOr(r.LogoKey, r.CompanyLogoURL),
			Industry: r.Industry, Category: r.Category, URL: r.URL, InstagramURL: r.InstagramURL,
			FacebookURL: r.FacebookURL, LinkedinURL: r.LinkedinURL, Description: r.Description, Tags: r.Tags,
			HasPrices: r.HasPrices, CompanyName: r.CompanyName, Country: r.CompanyCountry, Level: r.Level, Stars: companyStars(r.Level),
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
	// Past the last page no row carries the count; it still offers the way back.
	n, err := db.Count(ctx, listings, servicesCount(f, query, boundFor(query)+1))
	page.Total, page.More = db.Counted(n, boundFor(query))
	return page, err
}

func logoOr(key, companyLogo string) string {
	if key != "" {
		return upload.URL(key)
	}
	return companyLogo
}

// PublicService is a service the public may see; web.NotFound otherwise.
func (s *Service) PublicService(ctx context.Context, id uuid.UUID) (ServiceDetail, error) {
	r, err := s.q.GetPublicService(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return ServiceDetail{}, web.NotFound()
	}
	if err != nil {
		return ServiceDetail{}, err
	}
	o := offeringOf(store.GetServiceRow{
		ID: r.ID, CompanyProfileID: r.CompanyProfileID, Version: r.Version, Published: r.Published, Name: r.Name,
		LogoKey: r.LogoKey, Industry: r.Industry, Category: r.Category, Url: r.Url, InstagramUrl: r.InstagramUrl,
		FacebookUrl: r.FacebookUrl, LinkedinUrl: r.LinkedinUrl, Description: r.Description, Explanation: r.Explanation,
		Tags: r.Tags, Pictures: r.Pictures, PriceLink: r.PriceLink, PriceListKey: r.PriceListKey,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, PublishedAt: r.PublishedAt,
	})
	return ServiceDetail{Offering: o, Company: Company{
		ID: r.CompanyProfileID, Name: r.CompanyName, LogoURL: r.CompanyLogoUrl, Country: r.Country,
		Level: r.Level, Stars: int(r.Stars), Total: int(r.Total), Listed: true,
	}}, nil
}

// PreviewService is one of the company's own services, public or not, as it will look.
func (s *Service) PreviewService(ctx context.Context, profileID, id uuid.UUID) (ServiceDetail, error) {
	o, err := s.OwnOffering(ctx, profileID, id)
	if err != nil {
		return ServiceDetail{}, err
	}
	c, err := s.company(ctx, profileID)
	if err != nil {
		return ServiceDetail{}, err
	}
	return ServiceDetail{Offering: o, Preview: !o.Published || !c.Listed, Company: c}, nil
}

// ViewService is what a viewer may see of a service: the public version, or for its
// owner (viewer: the viewer's profile id, uuid.Nil for a visitor) every service of theirs,
// with Preview set while the public cannot see it.
func (s *Service) ViewService(ctx context.Context, viewer, id uuid.UUID) (ServiceDetail, error) {
	v, err := s.PublicService(ctx, id)
	if err == nil || !web.IsNotFound(err) || viewer == uuid.Nil {
		return v, err
	}
	return s.PreviewService(ctx, viewer, id)
}

// PublicServicesOf lists the public services of a company (none unless it is listed).
func (s *Service) PublicServicesOf(ctx context.Context, profileID uuid.UUID) ([]Related, error) {
	rows, err := s.q.ListPublicCompanyServices(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]Related, len(rows))
	for i, r := range rows {
		out[i] = Related{ID: r.ID, Name: r.Name, LogoURL: upload.URL(r.LogoKey), Industry: r.Industry,
			Category: r.Category, Description: r.Description}
	}
	return out, nil
}

// OwnServicesAsRelated lists all of a company's services as related entries, for the
// owner's preview.
func (s *Service) OwnServicesAsRelated(ctx context.Context, profileID uuid.UUID) ([]Related, error) {
	own, err := s.OwnOfferings(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]Related, len(own))
	for i, o := range own {
		out[i] = Related{ID: o.ID, Name: o.Name, LogoURL: o.LogoURL(), Industry: o.Industry, Category: o.Category,
			Description: o.Description}
	}
	return out, nil
}

// PopularTags are the most used tags of public services (shared: read only).
func (s *Service) PopularTags(ctx context.Context) ([]string, error) {
	tags, _, _, err := s.choices(ctx)
	return tags, err
}

// ServiceCountries are the countries of companies with public services (shared: read only).
func (s *Service) ServiceCountries(ctx context.Context) ([]string, error) {
	_, countries, _, err := s.choices(ctx)
	return countries, err
}

// companyStars is the stars a company's level shows (none for no level): a card's company
// comes with its level alone (serviceRow).
func companyStars(level string) int {
	band, _ := rating.LevelByKey(level)
	return band.Stars
}
