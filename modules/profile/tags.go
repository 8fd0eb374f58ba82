package profile

import "github.com/google/uuid"

// PageTag is the page-cache tag of every public page that shows something of the company
// of profile id: its company page, and the directory's service pages, badge and badge page
// (docs/conventions.md, "Public pages and the page cache"). The wiring invalidates it on
// OnChange; the directory, when its copy of the company changes.
func PageTag(id uuid.UUID) string { return "company:" + id.String() }

// CompanyPagesTag is on every public company page: what all of them show beside the company's
// own (the directory's peer benchmark) drops them all at once.
const CompanyPagesTag = "companies"
