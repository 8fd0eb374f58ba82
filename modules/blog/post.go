package blog

import (
	"strings"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// Categories a post is filed under (docs/blog.md, "Posts"); "all_news" is the listing's
// "everything" tab, never a post's category. Names are blog.category.<key>.
var Categories = []string{"company_news", "sustainability_news", "event_announcements",
	"business_opportunities", "business_enquiries"}

// AllNews is the tab that shows every category.
const AllNews = "all_news"

// IsCategory reports whether key is a category a post may be filed under.
func IsCategory(key string) bool {
	for _, c := range Categories {
		if c == key {
			return true
		}
	}
	return false
}

// TakesEnquiries reports whether posts of the category carry the enquiry form.
func TakesEnquiries(category string) bool {
	return category == "business_opportunities" || category == "business_enquiries"
}

// Limits of a post's fields, in characters (docs/blog.md, "Posts").
const (
	MaxInternalTitle = 120
	MaxTitle         = 150
	MaxContent       = 20_000
)

// Post is a blog post as its author and moderators see it.
type Post struct {
	ID            uuid.UUID
	ProfileID     uuid.UUID // the company's profile
	UserID        uuid.UUID // the account that wrote it
	Version       int
	InternalTitle string // seen by its author only
	Title         string
	Content       string // Markdown
	CoverKey      string
	Category      string
	Published     bool
	PublishedAt   *time.Time // the first publication
	Hidden        bool
	HiddenReason  string
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

// Public reports whether everyone may see the post.
func (p Post) Public() bool { return p.Published && !p.Hidden }

// CoverURL is the cover image's address, "" without one.
func (p Post) CoverURL() string {
	if p.CoverKey == "" {
		return ""
	}
	return upload.URL(p.CoverKey)
}

// Date is when the post appeared (its first publication), else when it was written.
func (p Post) Date() time.Time {
	if p.PublishedAt != nil {
		return *p.PublishedAt
	}
	return p.CreatedAt
}

func postOf(r store.GetPostRow) Post {
	return Post{ID: r.ID, ProfileID: r.ProfileID, UserID: r.UserID, Version: int(r.Version),
		InternalTitle: r.InternalTitle, Title: r.Title, Content: r.Content, CoverKey: r.CoverKey,
		Category: r.Category, Published: r.Published, PublishedAt: r.PublishedAt, Hidden: r.Hidden,
		HiddenReason: r.HiddenReason, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

// PostInput is what the editor saves.
type PostInput struct {
	ID            uuid.UUID // uuid.Nil for a new post
	Version       int       // the version the form was made on (updates)
	InternalTitle string
	Title         string
	Content       string
	CoverID       uuid.UUID // one of the company's covers (OwnCover), uuid.Nil for none
	Category      string
	Published     bool
}

// Check adds each problem of the input to errs, in the form's order, after trimming it.
func (in *PostInput) Check(errs *web.FieldErrors) {
	in.InternalTitle = strings.TrimSpace(web.CleanText(in.InternalTitle))
	in.Title = strings.TrimSpace(web.CleanText(in.Title))
	in.Content = trimmed(in.Content)
	web.MaxLen(errs, "internal_title", in.InternalTitle, MaxInternalTitle)
	web.Required(errs, "title", in.Title)
	web.MaxLen(errs, "title", in.Title, MaxTitle)
	web.Required(errs, "content", in.Content)
	web.MaxLen(errs, "content", in.Content, MaxContent)
	if in.Category == "" {
		errs.Add("category", "blog.form.error.category", nil)
	} else if !IsCategory(in.Category) {
		errs.Add("category", "blog.form.error.category", nil)
	}
}

// trimmed is text of several lines made safe to store: valid UTF-8, no NUL, no space
// around it.
func trimmed(s string) string {
	return strings.TrimSpace(strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), ""))
}
