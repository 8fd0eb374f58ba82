package profile

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/modules/profile/views"
)

// Company page sections (docs/profile.md, "Company page sections"): the public company page
// shows blocks that other modules fill at wiring time, because the profile cannot import
// them (they import it). A source answers its blocks for a listed profile, none when it has
// nothing to show; the page draws them after the profile's own sections, in the order the
// sources were added.
type (
	PageSection = views.PageSection
	PageItem    = views.PageItem
	PageLink    = views.PageLink
)

// PageSections is a source of company page blocks.
type PageSections func(ctx context.Context, profileID uuid.UUID) ([]PageSection, error)

// AddPageSections registers a source of blocks for the public company page. Call it while
// wiring the app, before serving.
func (s *Service) AddPageSections(f PageSections) {
	s.pageSections = append(s.pageSections, f)
}

// AddRatingPageSections registers a source of blocks for the owner's rating page (the peer
// benchmark): the same blocks, for the owner's profile whether listed or not.
func (s *Service) AddRatingPageSections(f PageSections) {
	s.ratingSections = append(s.ratingSections, f)
}

// PageSectionsOf are the blocks of every source for a listed profile, in the sources' order.
func (s *Service) PageSectionsOf(ctx context.Context, profileID uuid.UUID) ([]PageSection, error) {
	return sectionsOf(ctx, s.pageSections, profileID)
}

// RatingPageSectionsOf are the rating page's blocks for the owner's profile.
func (s *Service) RatingPageSectionsOf(ctx context.Context, profileID uuid.UUID) ([]PageSection, error) {
	return sectionsOf(ctx, s.ratingSections, profileID)
}

func sectionsOf(ctx context.Context, sources []PageSections, profileID uuid.UUID) ([]PageSection, error) {
	var out []PageSection
	for _, f := range sources {
		blocks, err := f(ctx, profileID)
		if err != nil {
			return nil, err
		}
		out = append(out, blocks...)
	}
	return out, nil
}
