package directory

import (
	"context"
	"fmt"

	"greenconnect/modules/directory/store"
)

// SeedLoadTest gives every listed company without services perCompany published services
// drawn from the demo catalogue, loaded in bulk (the benchmark's set: 2,000 companies ×
// 5 = 10,000 services). No files: cards show their fallback icons. It returns how many it
// made; a second run makes none.
func (s *Service) SeedLoadTest(ctx context.Context, perCompany int) (int, error) {
	if _, err := s.RefreshAll(ctx); err != nil {
		return 0, err
	}
	companies, err := s.q.ListListedCompanies(ctx)
	if err != nil {
		return 0, err
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
		if n, err := s.q.CountCompanyServices(ctx, c.ProfileID); err != nil || n > 0 {
			if err != nil {
				return made, err
			}
			continue
		}
		seed := hashOf(c.CompanyName)
		for k, d := range pickDemo(seed, perCompany) {
			at := now.Add(-timeStep(i*perCompany + k))
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
	return made, s.q.CopyCompaniesToServices(ctx)
}
