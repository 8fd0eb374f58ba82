package blog

import (
	"context"

	"github.com/a-h/templ"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/modules/profile"
)

// CompanyPostsShown is how many posts a company's public page lists.
const CompanyPostsShown = 3

// CompanyPosts is the block of a company's latest posts for its public page (docs/profile.md,
// "Company page sections"); none when it has no post.
func (h *Handler) CompanyPosts(ctx context.Context, profileID uuid.UUID) ([]profile.PageSection, error) {
	entries, err := h.Service.LatestPosts(ctx, profileID, CompanyPostsShown)
	if err != nil || len(entries) == 0 {
		return nil, err
	}
	block := profile.PageSection{Key: "latest-posts", Title: "blog.company.latest"}
	for _, e := range entryViews(ctx, entries) {
		block.Items = append(block.Items, profile.PageItem{Name: e.Title, Href: e.Href, Text: e.Date + " · " + e.Excerpt})
	}
	return []profile.PageSection{block}, nil
}

// MarqueeStrip is the marquee's headlines in the page's language, for the landing page.
func (h *Handler) MarqueeStrip(ctx context.Context) templ.Component {
	return views.Marquee(views.MarqueeStrip{Headlines: h.Service.Headlines(ctx, web.Lang(ctx))})
}
