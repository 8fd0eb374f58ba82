package directory

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"greenconnect/modules/directory/store"
)

// SeedLoadTest gives the listed companies without services about want published services
// in all, drawn from the demo catalogue and loaded in bulk (the benchmark's set: 2,000
// companies, 10,000 services; docs/directory.md, "Load-test set"), each company as many as
// the others give or take one. No files: cards show their fallback icons. It returns how
// many it made; a second run makes none.
func (s *Service) SeedLoadTest(ctx context.Context, want int) (int, error) {
	if _, err := s.RefreshAll(ctx); err != nil {
		return 0, err
	}
	listed, err := s.q.ListListedCompanies(ctx)
	if err != nil {
		return 0, err
	}
	have, err := s.q.ListCompaniesWithServices(ctx)
	if err != nil {
		return 0, err
	}
	skip := make(map[uuid.UUID]bool, len(have))
	for _, id := range have {
		skip[id] = true
	}
	var companies []store.ListListedCompaniesRow
	for _, c := range listed {
		if !skip[c.ProfileID] {
			companies = append(companies, c)
		}
	}
	if len(companies) == 0 {
		return 0, s.q.AnalyzeListings(ctx) // a later run checks the set: its statistics too
	}
	now := s.now()
	var batch []store.CopyServicesParams
	made := 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		n, err := s.q.CopyServices(ctx, batch)
		made += int(n)
		batch = batch[:0]
		return err
	}
	for i, c := range companies {
		count := want / len(companies)
		if i < want%len(companies) {
			count++
		}
		seed := hashOf(c.CompanyName)
		for _, d := range pickDemo(seed, min(count, len(demoServices))) {
			at := now.Add(-timeStep(made + len(batch)))
			industry := c.Industry
			if industry == "" {
				industry = "sustainability_services"
			}
			price := ""
			if d.Prices {
				price = "https://example.com/prices"
			}
			batch = append(batch, store.CopyServicesParams{
				CompanyProfileID: c.ProfileID, Published: true, Name: fmt.Sprintf("%s (%s)", d.Name, c.CompanyName),
				Industry: industry, Category: d.Category, Url: "https://example.com/" + slug(d.Name),
				Description: d.Description, Explanation: d.Explanation, Tags: d.Tags, Pictures: PicturesJSON(nil),
				PriceLink: price, CreatedAt: at, UpdatedAt: at, PublishedAt: &at,
			})
		}
		if len(batch) >= 1000 {
			if err := flush(); err != nil {
				return made, err
			}
		}
	}
	if err := flush(); err != nil {
		return made, err
	}
	if err := s.q.CopyCompaniesToServices(ctx); err != nil {
		return made, err
	}
	// The copy above changed every row after the load: without fresh statistics the
	// listings are planned for the table as it was before (every company unlisted).
	return made, s.q.AnalyzeListings(ctx)
}
