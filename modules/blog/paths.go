package blog

import (
	"strconv"

	"github.com/google/uuid"
)

// The module's addresses. Routes are written from them, and handlers put them in the view
// models: templates never build an address (docs/conventions.md, "Addresses").
const (
	BlogPath        = "/blog" // The Green Room; + "/{id}": a post
	NewPostPath     = BlogPath + "/new"
	MinePath        = BlogPath + "/mine" // the company's own posts and enquiries
	PreviewPath     = BlogPath + "/preview"
	ImagesPath      = BlogPath + "/images" // an image uploaded into the post being written
	FeedPath        = BlogPath + "/feed.xml"
	ModerationPath  = "/admin/reported-posts"
	MarqueePath     = "/admin/marquee"
	companiesPrefix = "/companies/" // + "{id}": the profile module's public page
)

// PostPath is a post's page.
func PostPath(id uuid.UUID) string { return BlogPath + "/" + id.String() }

// EditPostPath is the editor of one of the company's posts.
func EditPostPath(id uuid.UUID) string { return PostPath(id) + "/edit" }

// ModeratedPostPath is a reported post in the moderation queue.
func ModeratedPostPath(id uuid.UUID) string { return ModerationPath + "/" + id.String() }

// companyPath is a company's public page.
func companyPath(id uuid.UUID) string { return companiesPrefix + id.String() }

func itoa(n int) string { return strconv.Itoa(n) }
