package directory

import "greenconnect/modules/directory/store"

// SetListingDB makes the listings' queries go through a test's EXPLAIN recorder (an
// apptest.Explainer: planned for their values, its Prepared for the prepared ones and its
// Walks for the word tables' walks) and returns what puts them back.
func SetListingDB(s *Service, planned, prepared, walks store.DBTX) (restore func()) {
	old, oldUnfiltered, oldWalks := s.listings, s.unfiltered, s.walks
	s.listings, s.unfiltered, s.walks = planned, prepared, walks
	return func() { s.listings, s.unfiltered, s.walks = old, oldUnfiltered, oldWalks }
}

// ForgetKeptCounts drops the listings' kept counts, as a change made through the service
// does (a test that changes rows with SQL of its own calls it).
func ForgetKeptCounts(s *Service) { s.forgetCounts() }
