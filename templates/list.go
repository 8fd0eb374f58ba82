package templates

import (
	"context"
	"strconv"

	"github.com/a-h/templ"

	"greenconnect/app/web"
)

// ListView is an admin list as AdminList renders it (docs/conventions.md, "Admin pages"):
// the handler fills it from its web.ListQuery and the total its count query found.
type ListView struct {
	Name        string        // element ids: <Name>-filters, <Name>-count, <Name>-results
	Path        string        // the list's own address
	Query       web.ListQuery // where the list is
	Total       int           // rows on every page
	SearchLabel string        // translated: what the search box searches
	Filters     []ListFilter  // select filters after the search box, in order
	Caption     string        // translated: the table's caption (read by screen readers)
	// Scope is a filter that chooses which list is shown (the review queue's status tabs)
	// rather than narrowing it: choosing it is not a search to change.
	Scope string
	Empty string // translated: what an empty list says when nothing narrows it ("" for the shared words)
}

// ListFilter is one select filter of a list: its name in the address and its choices.
type ListFilter struct {
	Name    string
	Day     bool   // a day (a date input) instead of a select of Options
	Label   string // translated
	Any     string // translated label of the empty choice
	Options []Option
}

// ListColumn is a column heading; Sort is its sort key ("" for a column that does not sort).
type ListColumn struct {
	Label string // translated
	Sort  string
}

// form is the filters' form, filled from the query.
func (l ListView) form() web.Form {
	f := web.NewForm()
	f.Prefix = l.Name + "-"
	f.Set("q", l.Query.Q)
	for _, lf := range l.Filters {
		f.Set(lf.Name, l.Query.Filter(lf.Name))
	}
	return f
}

func (l ListView) pages() int { return l.Query.Pages(l.Total) }

// pastEnd: a page beyond the last (a hand-made or stale address) says so and links back.
func (l ListView) pastEnd() bool { return l.Total > 0 && l.Query.Page > l.pages() }

func (l ListView) pageHref(n int) templ.SafeURL {
	return templ.SafeURL(l.Query.WithPage(n).Href(l.Path))
}

func (l ListView) sortHref(key string) templ.SafeURL {
	return templ.SafeURL(l.Query.WithSort(key).Href(l.Path))
}

// ariaSort is the heading's aria-sort: only the sorted column carries one.
func (l ListView) ariaSort(key string) string {
	switch {
	case key == "" || l.Query.Sort != key:
		return ""
	case l.Query.Desc:
		return "descending"
	default:
		return "ascending"
	}
}

func (l ListView) filtered() bool {
	if l.Query.Q != "" {
		return true
	}
	for name, v := range l.Query.Filters {
		if v != "" && name != l.Scope {
			return true
		}
	}
	return false
}

func listCount(ctx context.Context, l ListView) string {
	n := strconv.Itoa(l.Total)
	if loc := shell(ctx).Loc; loc != nil {
		n = loc.Number(l.Total)
	}
	return t(ctx, "shell.list.count", map[string]any{"Count": n})
}

func pageOf(ctx context.Context, l ListView) string {
	return t(ctx, "shell.list.page", map[string]any{"Page": l.Query.Page, "Pages": l.pages()})
}

func sortArrow(desc bool) string {
	if desc {
		return "↓"
	}
	return "↑"
}

func sortState(desc bool) string {
	if desc {
		return "shell.list.sorted_desc"
	}
	return "shell.list.sorted_asc"
}
