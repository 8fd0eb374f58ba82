package directory

import (
	"context"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// AggregationTables are the directory's tables of the admin area's aggregation (docs/admin.md,
// "Aggregation"): the listed companies by the level of their published rating, by country and
// by industry, from the directory's copy (as the directory shows them).
func (s *Service) AggregationTables(ctx context.Context, _ web.Period) ([]web.CountTable, error) {
	companies := web.Msg{Key: "directory.aggregation.companies"}
	byLevel, err := s.q.CountListedByLevel(ctx)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, r := range byLevel {
		counts[r.Level] = int(r.N)
	}
	levels := web.CountTable{Key: "levels", Title: web.Msg{Key: "directory.aggregation.levels"},
		Label: web.Msg{Key: "directory.aggregation.level"}, Value: companies, Order: 50}
	for _, key := range BenchmarkLevels {
		levels.Rows = append(levels.Rows, web.CountRow{Key: key, Label: web.Msg{Key: rating.Level(key).MessageKey()},
			Count: counts[key]})
	}
	byCountry, err := s.q.CountListedByCountry(ctx)
	if err != nil {
		return nil, err
	}
	countries := web.CountTable{Key: "countries", Title: web.Msg{Key: "directory.aggregation.countries"},
		Label: web.Msg{Key: "directory.aggregation.country"}, Value: companies, Countries: true, Ranked: true, Order: 70}
	for _, r := range byCountry {
		countries.Rows = append(countries.Rows, web.CountRow{Key: r.Country, Count: int(r.N)})
	}
	byIndustry, err := s.q.CountListedByIndustry(ctx)
	if err != nil {
		return nil, err
	}
	industries := web.CountTable{Key: "industries", Title: web.Msg{Key: "directory.aggregation.industries"},
		Label: web.Msg{Key: "directory.aggregation.industry"}, Value: companies, Ranked: true, Order: 80}
	for _, r := range byIndustry {
		industries.Rows = append(industries.Rows, web.CountRow{Key: r.Industry, Label: web.Msg{Key: reference.IndustryMessage(r.Industry)},
			Count: int(r.N)})
	}
	return []web.CountTable{levels, countries, industries}, nil
}
