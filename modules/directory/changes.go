package directory

import "context"

// The page-cache tags of the directory's public pages (docs/conventions.md, "Public pages
// and the page cache"). Pages about one company (its service pages, badge and badge page)
// carry profile.PageTag of the company too.
const (
	DirectoryTag = "directory"   // the green directory's listing
	MarketTag    = "marketplace" // the marketplace and training listings
)

// changed runs the OnChange hooks once a change is committed, with the tags of the pages
// it shows on: the companies' own pages (given) and the listings.
func (s *Service) changed(ctx context.Context, companyTags ...string) {
	s.facets.forget()
	s.forgetCounts()
	tags := append([]string{DirectoryTag, MarketTag}, companyTags...)
	for _, f := range s.onChange {
		f(ctx, tags...)
	}
}
