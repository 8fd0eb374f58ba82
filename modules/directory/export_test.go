package directory

import "greenconnect/modules/directory/store"

// SetListingDB makes the listings' queries go through a test's EXPLAIN recorder (an
// apptest.Explainer: planned for their values, and its Prepared for the prepared ones) and
// returns what puts them back.
func SetListingDB(s *Service, planned, prepared store.DBTX) (restore func()) {
	old, oldUnfiltered := s.listings, s.unfiltered
	s.listings, s.unfiltered = planned, prepared
	return func() { s.listings, s.unfiltered = old, oldUnfiltered }
}

// ForgetKeptCounts drops the listings' kept counts, as a change made through the service
// does (a test that changes rows with SQL of its own calls it).
func ForgetKeptCounts(s *Service) { s.forgetCounts() }
