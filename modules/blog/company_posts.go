package blog

import (
	"context"

	"github.com/a-h/templ"
	"github.com/google/uuid"

	"greenconnect/modules/blog/views"
)

// CompanyPostsShown is how many posts a company's public page lists.
const CompanyPostsShown = 3

// CompanyPosts is the block of a company's latest posts for its public page (the profile
// module's CompanyParts; empty when it has none).
func (h *Handler) CompanyPosts(ctx context.Context, profileID uuid.UUID) (templ.Component, error) {
	entries, err := h.Service.LatestPosts(ctx, profileID, CompanyPostsShown)
	if err != nil {
		return nil, err
	}
	return views.LatestPosts(entryViews(ctx, entries)), nil
}

// MarqueeStrip is the marquee's headlines in the page's language, for the landing page.
func (h *Handler) MarqueeStrip(ctx context.Context) templ.Component {
	return views.Marquee(views.MarqueeStrip{Headlines: h.Service.Headlines(ctx, lang(ctx))})
}
