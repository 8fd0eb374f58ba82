package profile

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/modules/profile/store"
)

// LoadTestNames are what the load-test set's companies are named, placed and numbered
// from (docs/profile.md, "Load-test set").
type LoadTestNames struct {
	Words, Nouns, Countries []string
}

// CloneForLoadTest makes the load-test companies first…last (benchmarks, never production)
// in one statement each thousand: a verified account and an approved, published profile
// per company, copied from templates[i mod len(templates)] with the company's own name
// ("<word> <noun> <i>"), city, country and website. Companies whose account exists are
// skipped. It returns how many it made; their directory rows come with the next refresh.
func (s *Service) CloneForLoadTest(ctx context.Context, templates []uuid.UUID, names LoadTestNames, first, last int) (int, error) {
	made := 0
	for from := first; from <= last; from += 1000 {
		n, err := s.q.CloneLoadTestCompanies(ctx, store.CloneLoadTestCompaniesParams{
			Words: names.Words, Nouns: names.Nouns, Countries: names.Countries, Templates: templates,
			First: int32(from), Last: int32(min(from+999, last)),
		})
		made += int(n)
		if err != nil {
			return made, err
		}
	}
	return made, nil
}
