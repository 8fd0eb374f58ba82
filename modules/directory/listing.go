package directory

import (
	"context"
	"io"
	"net/url"
	"strings"
	"sync"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// What the two listing pages (the services listings and the green directory) share: the
// address is their state (docs/directory.md, "Listings"), then the filter form, the count
// and the pages.

// listingText are the message ids of a listing's texts.
type listingText struct {
	title, lead, search, count, countMore, none, empty string
}

var (
	marketText = listingText{title: "directory.market.title", lead: "directory.market.lead", search: "directory.filters.search",
		count: "directory.market.count", countMore: "directory.market.count_more", none: "directory.market.none", empty: "directory.market.empty"}
	trainingText = listingText{title: "directory.training.title", lead: "directory.training.lead", search: "directory.filters.search",
		count: "directory.market.count", countMore: "directory.market.count_more", none: "directory.market.none", empty: "directory.market.empty"}
	directoryText = listingText{title: "directory.list.title", lead: "directory.list.lead", search: "directory.filters.search_companies",
		count: "directory.list.count", countMore: "directory.list.count_more", none: "directory.list.none", empty: "directory.list.empty"}
)

// listingState is where a listing is.
type listingState struct {
	name    string // element id prefix: "market" or "directory"
	path    string // the listing's own address
	filters string // the filters as the canonical query string, without the page
	page    int
	shown   int  // entries on this page
	total   int  // entries on every page, at most CountBound
	more    bool // more than total match
	pageURL func(page int) string
}

// listingView is the part of a listing page both listings share.
func listingView(ctx context.Context, text listingText, st listingState) views.Listing {
	values, _ := url.ParseQuery(st.filters) // our own encoding: always well formed
	form := web.Form{Values: map[string]string{}, Prefix: st.name + "-"}
	for k := range values {
		form.Values[k] = values.Get(k)
	}
	l := views.Listing{
		Name: st.name, Path: st.path, Title: web.T(ctx, text.title), Lead: web.T(ctx, text.lead),
		SearchLabel: web.T(ctx, text.search), Filters: form, Open: st.filters != "",
		Count: web.T(ctx, text.none), Empty: web.T(ctx, text.empty),
		PastEnd: st.shown == 0 && st.page > 1 && st.total > 0, FirstPage: st.pageURL(1),
		Page: st.page, Pages: Pages(st.total), PageURL: st.pageURL, Industries: industryOptions(ctx),
	}
	if st.total > 0 {
		key := text.count
		if st.more {
			key = text.countMore
		}
		l.Count = web.T(ctx, key, map[string]any{"Count": web.ShellFrom(ctx).Loc.Number(st.total)})
	}
	return l
}

// formKey names a listing's filter form for Handler.forms: everything it shows besides the
// language's own lists (industries, categories) is its address, its filters (without the
// page) and the choices offered (tags, countries). A change to the choices makes a new
// key; the old forms are evicted in time (templates.Kept is bounded).
func formKey(path, filters string, tags, countries []string) string {
	return path + "\x00" + filters + "\x00" + strings.Join(tags, ",") + "\x00" + strings.Join(countries, ",")
}

// canonical makes the address the listing's canonical one: htmx is told which address to
// push; a plain request with another query is redirected. done is true when the answer
// has been given.
func canonical(c fiber.Ctx, path, query string) (done bool, err error) {
	target := withQuery(path, query)
	if web.IsHTMX(c) {
		c.Set("HX-Push-Url", target)
		return false, nil
	}
	if string(c.Request().URI().QueryString()) == query {
		return false, nil
	}
	return true, c.Redirect().Status(fiber.StatusFound).To(target)
}

// queryOf is the request's query with repeated keys kept (tags=a&tags=b from a form).
func queryOf(c fiber.Ctx) url.Values {
	v, _ := url.ParseQuery(string(c.Request().URI().QueryString())) // a malformed pair is skipped
	return v
}

// countryOptions are the countries a filter offers, ordered by their names in the page's
// language, with the chosen one kept even when no company is there (any more).
func countryOptions(ctx context.Context, codes []string, chosen string) []templates.Option {
	have := make(map[string]bool, len(codes)+1) // made at its size, not grown code by code
	for _, code := range codes {
		have[code] = true
	}
	if chosen != "" {
		have[chosen] = true
	}
	out := make([]templates.Option, 0, len(have))
	for _, country := range reference.Countries(web.Lang(ctx)) {
		if have[country.Code] {
			out = append(out, templates.Option{Value: country.Code, Label: country.Name})
		}
	}
	return out
}

// industryOptions and categoryOptions are the same for every request of a language: built
// once per localizer and shared (read only), not on every listing page.
func industryOptions(ctx context.Context) []templates.Option {
	return optionsOnce(ctx, "industry", func() []templates.Option {
		out := make([]templates.Option, len(reference.Industries))
		for i, in := range reference.Industries {
			out[i] = templates.Option{Value: in.Key, Label: industryName(ctx, in.Key)}
		}
		return out
	})
}

func categoryOptions(ctx context.Context) []templates.Option {
	return optionsOnce(ctx, "category", func() []templates.Option {
		out := make([]templates.Option, len(Categories))
		for i, key := range Categories {
			out[i] = templates.Option{Value: key, Label: categoryName(ctx, key)}
		}
		return out
	})
}

// optionKey is a list of options in one language (its localizer).
type optionKey struct {
	loc  any
	list string
}

var optionLists sync.Map // optionKey → []templates.Option

// optionsOnce is build's list for the request's localizer, built the first time.
func optionsOnce(ctx context.Context, list string, build func() []templates.Option) []templates.Option {
	loc := web.ShellFrom(ctx).Loc
	if loc == nil {
		return build()
	}
	key := optionKey{loc: loc, list: list}
	if l, ok := optionLists.Load(key); ok {
		return l.([]templates.Option)
	}
	l := build()
	optionLists.Store(key, l)
	return l
}

// overlay is the service overlay's mount point, its strings in the page's language: the
// same on every page of a language, so kept (its props' JSON was a thirtieth of a
// marketplace page's render).
func overlay(c fiber.Ctx) templ.Component {
	return templates.KeptPart("directory.overlay", templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		props := views.OverlayProps{Messages: islandMessages(c, "directory.overlay."), Icons: templates.Asset(ctx, "img/icons.svg")}
		return views.Overlay(props).Render(ctx, w)
	}))
}

func islandMessages(c fiber.Ctx, prefixes ...string) map[string]string {
	s := web.ShellFrom(c.Context())
	if s.Site == nil || s.Site.Messages == nil || s.Loc == nil {
		return map[string]string{}
	}
	return s.Site.Messages(s.Loc, prefixes...)
}
