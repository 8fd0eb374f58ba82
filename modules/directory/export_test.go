package directory

import "greenconnect/modules/directory/store"

// SetListingDB makes the listings' queries go through db (a test's EXPLAIN recorder) and
// returns what puts them back.
func SetListingDB(s *Service, db store.DBTX) (restore func()) {
	old, oldUnfiltered := s.listings, s.unfiltered
	s.listings, s.unfiltered = db, db
	return func() { s.listings, s.unfiltered = old, oldUnfiltered }
}

// ForgetKeptCounts drops the listings' kept counts, as a change made through the service
// does (a test that changes rows with SQL of its own calls it).
func ForgetKeptCounts(s *Service) { s.forgetCounts() }
