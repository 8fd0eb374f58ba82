package blog

import "github.com/google/uuid"

// The page-cache tags of the blog's public pages (docs/conventions.md, "Public pages and
// the page cache"): a change reports the tags of every page it shows on.
const (
	ListTag    = "blog"         // The Green Room's listing and its feeds
	MarqueeTag = "blog:marquee" // the pages that show the marquee: the listing and the landing page
)

// PostTag is the tag of a post's page.
func PostTag(id uuid.UUID) string { return "blog:" + id.String() }
