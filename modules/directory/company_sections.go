package directory

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/modules/profile"
)

// CompanyPageSections are the directory's blocks on a listed company's public page
// (docs/profile.md, "Company page sections"): its published services, each linked to its
// page, and the link to the page that checks its badge: data and message ids, which the
// profile's page shows. Wired with profiles.AddPageSections(dir.CompanyPageSections).
func (s *Service) CompanyPageSections(ctx context.Context, profileID uuid.UUID) ([]profile.PageSection, error) {
	services, err := s.PublicServicesOf(ctx, profileID)
	if err != nil {
		return nil, err
	}
	var out []profile.PageSection
	if len(services) > 0 {
		b := profile.PageSection{Key: "company-services", Title: "directory.company_page.services"}
		for _, r := range services {
			b.Items = append(b.Items, profile.PageItem{Name: r.Name, Href: ServicePath(r.ID), Text: r.Description})
		}
		out = append(out, b)
	}
	out = append(out, profile.PageSection{Key: "company-badge", Title: "directory.company_page.badge",
		Text:  "directory.company_page.badge_text",
		Links: []profile.PageLink{{Label: "directory.company_page.badge_check", Href: BadgeCheckPath(profileID)}}})
	return out, nil
}
