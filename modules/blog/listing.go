package blog

import (
	"context"
	"net/url"
	"strconv"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// PageSize is the number of posts per page (docs/blog.md, "Reading").
const PageSize = 10

// Filter is the state of The Green Room's listing, read from and written to its address.
type Filter struct {
	Category string // "" is all_news
	Query    string
	Page     int
}

// ParseFilter reads the listing's state: an unknown category is all news, the page a whole
// number from 1 to MaxPage (web.ReadPage; the address is then rewritten), the search text
// cleaned (web.SearchText).
func ParseFilter(v url.Values) Filter {
	f := Filter{Query: web.SearchText(v.Get("q")), Page: readPage(web.ReadPage(v))}
	if c := v.Get("category"); IsCategory(c) {
		f.Category = c
	}
	return f
}

// Encode is the canonical query string: q, category, then page only above 1.
func (f Filter) Encode() string {
	out := ""
	add := func(k, val string) {
		if val == "" {
			return
		}
		if out != "" {
			out += "&"
		}
		out += k + "=" + url.QueryEscape(val)
	}
	add("q", f.Query)
	add("category", f.Category)
	if f.Page > 1 {
		add("page", itoa(f.Page))
	}
	return out
}

// Entry is a public post in a listing, with its company.
type Entry struct {
	ID          uuid.UUID
	Title       string
	Excerpt     string
	CoverURL    string
	Category    string
	PublishedAt time.Time
	Author      Author
}

// Page is one page of the listing and the number of posts on every page, at most
// CountBound (More: more match).
type Page struct {
	Entries []Entry
	Total   int
	More    bool
}

// List is a page of public posts, newest first, and how many match up to its bound
// (docs/blog.md, "Listings at any size").
func (s *Service) List(ctx context.Context, f Filter) (Page, error) {
	query := ""
	if f.Query != "" {
		var err error
		if query, err = s.searches.Of(ctx, f.Query, s.q.BuildPostSearchQuery); err != nil || query == "" {
			return Page{}, err // text without a word matches nothing
		}
	}
	offset := web.Offset(readPage(f.Page), PageSize)
	key := f.Category + "\x00" + query + "\x00" + strconv.Itoa(int(offset))
	statement := s.built.Of(key, func() sq.Sqlizer { return postsListing(f.Category, query, PageSize, offset) })
	rows, err := db.Rows[listedPost](ctx, s.listings, statement)
	if err != nil {
		return Page{}, err
	}
	var matches int32
	if len(rows) > 0 {
		matches = rows[0].Matches
	} else if f.Page > 1 { // past the last page: no row carries the count
		if matches, err = db.Count(ctx, s.listings, matchesCount(f.Category, query)); err != nil {
			return Page{}, err
		}
	}
	page := Page{}
	page.Total, page.More = db.Counted(matches, boundFor(query))
	posts := make([]postRow, len(rows))
	for i, r := range rows {
		posts[i] = r.postRow
	}
	page.Entries, err = s.entries(ctx, posts)
	return page, err
}

// readPage is a page number clamped to 1…MaxPage.
func readPage(n int) int { return min(max(n, 1), MaxPage) }

// LatestPosts are a company's n latest public posts (its public page lists them).
func (s *Service) LatestPosts(ctx context.Context, profileID uuid.UUID, n int) ([]Entry, error) {
	rows, err := s.q.ListCompanyPosts(ctx, store.ListCompanyPostsParams{ProfileID: profileID, MaxRows: int32(min(max(n, 0), 50))})
	if err != nil {
		return nil, err
	}
	list := make([]postRow, len(rows))
	for i, r := range rows {
		list[i] = postRow(r)
	}
	return s.entries(ctx, list)
}

// FeedSize is how many posts a feed carries.
const FeedSize = 20

// Feed is the latest public posts of a category ("" every category) for the Atom feed.
func (s *Service) Feed(ctx context.Context, category string) ([]Entry, error) {
	rows, err := db.Rows[postRow](ctx, s.listings, postsPage(category, "", FeedSize, 0))
	if err != nil {
		return nil, err
	}
	return s.entries(ctx, rows)
}

func (s *Service) entries(ctx context.Context, rows []postRow) ([]Entry, error) {
	ids := make([]uuid.UUID, len(rows))
	for i, r := range rows {
		ids[i] = r.ProfileID
	}
	authors, err := s.authorsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Entry, len(rows))
	for i, r := range rows {
		p := Post{CoverKey: r.CoverKey}
		out[i] = Entry{ID: r.ID, Title: r.Title, Excerpt: excerptOf(r.Summary, r.Content), CoverURL: p.CoverURL(),
			Category: r.Category, Author: authors[r.ProfileID]}
		if r.PublishedAt != nil {
			out[i].PublishedAt = *r.PublishedAt
		}
	}
	return out, nil
}
