package blog

import "greenconnect/app/db"

// SetListingDB makes the listing's statements go through d (a test's EXPLAIN recorder) and
// returns what puts them back.
func SetListingDB(s *Service, d db.DBTX) (restore func()) {
	old := s.listings
	s.listings = d
	return func() { s.listings = old }
}
