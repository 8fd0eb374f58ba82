package blog

import (
	"context"
	"net/url"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/templates"
)

// GET /blog: The Green Room — the marquee, the category tabs, the search and ten posts a
// page, newest first (docs/blog.md, "Reading"). The page is the same for every visitor: it
// carries nothing of theirs (the "write a post" button is for signed-in users only).
func (h *Handler) blogPage(c fiber.Ctx) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	v, _ := url.ParseQuery(string(c.Request().URI().QueryString()))
	f := ParseFilter(v)
	if want := f.Encode(); want != string(c.Request().URI().QueryString()) && !web.IsHTMX(c) {
		return c.Redirect().Status(fiber.StatusFound).To(withQuery(BlogPath, want))
	}
	page, err := h.Service.List(ctx, f)
	if err != nil {
		return err
	}
	vm := views.ListView{SearchAction: BlogPath, Category: f.Category, Query: f.Query, FeedHref: feedPath(f.Category),
		Marquee: views.MarqueeStrip{Headlines: h.Service.Headlines(ctx, web.Lang(ctx))}}
	for _, key := range append([]string{AllNews}, Categories...) {
		tab := Filter{Category: key}
		if key == AllNews {
			tab.Category = ""
		}
		vm.Tabs = append(vm.Tabs, views.Tab{Label: web.T(ctx, "blog.category."+key), Href: withQuery(BlogPath, tab.Encode()),
			Current: tab.Category == f.Category})
	}
	if web.CurrentUser(ctx) != nil {
		vm.NewHref = NewPostPath
	}
	vm.Count = web.T(ctx, "blog.list.none")
	if page.More {
		vm.Count = web.T(ctx, "blog.list.count_more", map[string]any{"Count": web.ShellFrom(ctx).Loc.Number(page.Total)})
	} else if page.Total > 0 {
		vm.Count = web.ShellFrom(ctx).Loc.N("blog.list.count", page.Total)
	}
	pages := (page.Total + PageSize - 1) / PageSize
	vm.PastEnd = len(page.Entries) == 0 && f.Page > 1 && page.Total > 0
	vm.FirstHref = withQuery(BlogPath, Filter{Category: f.Category, Query: f.Query}.Encode())
	if f.Page > 1 && pages > 0 {
		prev := f
		prev.Page = min(f.Page-1, pages)
		vm.PrevHref = withQuery(BlogPath, prev.Encode())
	}
	if f.Page < pages {
		next := f
		next.Page = f.Page + 1
		vm.NextHref = withQuery(BlogPath, next.Encode())
	}
	if pages > 1 {
		vm.PageLabel = web.T(ctx, "blog.list.page", map[string]any{"Page": f.Page, "Pages": pages})
	}
	vm.Entries = entryViews(ctx, page.Entries)
	pagecache.Public(c, ListTag, MarqueeTag) // for visitors; the signed-in get theirs rendered
	return templates.Render(c, templates.Page{Title: web.T(ctx, "blog.list.title"), Description: web.T(ctx, "blog.list.lead"),
		Body: views.Blog(vm), Fragment: views.BlogResults(vm), Head: views.FeedLink(web.T(ctx, "blog.list.title"), feedPath(f.Category))})
}

// entryViews are posts as the lists show them, names translated.
func entryViews(ctx context.Context, entries []Entry) []views.Entry {
	out := make([]views.Entry, len(entries))
	for i, e := range entries {
		out[i] = views.Entry{Href: PostPath(e.ID), Title: e.Title, Excerpt: e.Excerpt, CoverURL: e.CoverURL,
			Category: web.T(ctx, "blog.category."+e.Category), Date: localDate(ctx, e.PublishedAt), Company: companyView(e.Author)}
	}
	return out
}

func companyView(a Author) views.Company {
	c := views.Company{Name: a.Name, LogoURL: a.LogoURL, Level: string(a.Level), Stars: a.Stars}
	if a.Listed {
		c.Href = companyPath(a.ProfileID)
	}
	return c
}

func feedPath(category string) string {
	if category == "" {
		return FeedPath
	}
	return FeedPath + "?category=" + category
}

func withQuery(path, query string) string {
	if query == "" {
		return path
	}
	return path + "?" + query
}
