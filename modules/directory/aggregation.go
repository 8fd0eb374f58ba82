package directory

import (
	"context"
	"sort"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// AggregationTables are the directory's tables of the admin area's aggregation (docs/admin.md,
// "Aggregation"): the listed companies by the level of their published rating, by country and
// by industry, from the directory's copy (as the directory shows them).
func (s *Service) AggregationTables(ctx context.Context, _ web.Period) ([]web.CountTable, error) {
	companies := web.T(ctx, "directory.aggregation.companies")
	byLevel, err := s.q.CountListedByLevel(ctx)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, r := range byLevel {
		counts[r.Level] = int(r.N)
	}
	levels := web.CountTable{Key: "levels", Title: web.T(ctx, "directory.aggregation.levels"),
		Label: web.T(ctx, "directory.aggregation.level"), Value: companies, Order: 50}
	for _, key := range BenchmarkLevels {
		levels.Rows = append(levels.Rows, web.CountRow{Key: key, Label: web.T(ctx, rating.Level(key).MessageKey()),
			Count: counts[key]})
	}
	byCountry, err := s.q.CountListedByCountry(ctx)
	if err != nil {
		return nil, err
	}
	countries := web.CountTable{Key: "countries", Title: web.T(ctx, "directory.aggregation.countries"),
		Label: web.T(ctx, "directory.aggregation.country"), Value: companies, Order: 70}
	for _, r := range byCountry {
		countries.Rows = append(countries.Rows, web.CountRow{Key: r.Country, Label: countryName(ctx, r.Country), Count: int(r.N)})
	}
	byIndustry, err := s.q.CountListedByIndustry(ctx)
	if err != nil {
		return nil, err
	}
	industries := web.CountTable{Key: "industries", Title: web.T(ctx, "directory.aggregation.industries"),
		Label: web.T(ctx, "directory.aggregation.industry"), Value: companies, Order: 80}
	for _, r := range byIndustry {
		industries.Rows = append(industries.Rows, web.CountRow{Key: r.Industry, Label: industryName(ctx, r.Industry), Count: int(r.N)})
	}
	byName(countries.Rows)
	byName(industries.Rows)
	return []web.CountTable{levels, countries, industries}, nil
}

// byName orders rows of the same count by their name in the reader's language (the query
// orders them by count, then by key).
func byName(rows []web.CountRow) {
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].Count != rows[j].Count {
			return rows[i].Count > rows[j].Count
		}
		return rows[i].Label < rows[j].Label
	})
}
