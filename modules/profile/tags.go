package profile

import (
	"strings"

	"github.com/google/uuid"
)

// PageTag is the page-cache tag of every public page that shows something of the company
// of profile id: its company page, and the directory's service pages, badge and badge page
// (docs/conventions.md, "Public pages and the page cache"). The service's OnChange reports
// it; the directory, when its copy of the company changes.
func PageTag(id uuid.UUID) string { return pageTagPrefix + id.String() }

const pageTagPrefix = "company:"

// TaggedProfile is the profile a PageTag names; false for any other tag. A module that
// keeps something of a company reads its OnChange tags with it.
func TaggedProfile(tag string) (uuid.UUID, bool) {
	s, ok := strings.CutPrefix(tag, pageTagPrefix)
	if !ok {
		return uuid.Nil, false
	}
	id, err := uuid.Parse(s)
	return id, err == nil
}

// CompanyPagesTag is on every public company page: what all of them show beside the company's
// own (the directory's peer benchmark) drops them all at once.
const CompanyPagesTag = "companies"
