package web

import (
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/gofiber/fiber/v3"
)

// The admin list pattern (docs/conventions.md, "Admin pages"): a list's state is its
// address. ListSpec says what a list accepts; ReadList reads the query into a ListQuery,
// keeping only what the spec allows, so a hand-made address never reaches a query
// unchecked; templates.AdminList renders it.

// ListSpec is what one list accepts.
type ListSpec struct {
	Sorts    []string            // sort keys; the first is the default
	Desc     bool                // the default direction
	Filters  map[string][]string // filter name → its allowed values ("" is always allowed: any)
	Days     []string            // day filters (YYYY-MM-DD): a value that is not a day is none
	PageSize int                 // 25 when 0
}

// ListQuery is a list's state, read from its address.
type ListQuery struct {
	Q       string // the search text, trimmed, at most ListSearchMax characters
	Sort    string
	Desc    bool
	Page    int // from 1, at most ListPageMax
	Size    int
	Filters map[string]string
	spec    ListSpec
}

// Limits of a list's address: a longer search is cut, a larger page is the last allowed
// (an offset that fits any query).
const (
	ListSearchMax = 100
	ListPageMax   = 10000
)

// ReadList reads a list's state from the request's query. Anything the spec does not
// allow falls back to the default, never to an error.
func ReadList(c fiber.Ctx, spec ListSpec) ListQuery {
	v, _ := url.ParseQuery(string(c.Request().URI().QueryString())) // a malformed pair is skipped
	return ParseList(v, spec)
}

// ParseList is ReadList for a query already parsed.
func ParseList(v url.Values, spec ListSpec) ListQuery {
	if spec.PageSize <= 0 {
		spec.PageSize = 25
	}
	q := ListQuery{Size: spec.PageSize, Filters: map[string]string{}, spec: spec, Desc: spec.Desc, Page: 1}
	q.Q = cut(strings.TrimSpace(printable(v.Get("q"))), ListSearchMax)
	if len(spec.Sorts) > 0 {
		q.Sort = spec.Sorts[0]
		for _, s := range spec.Sorts {
			if v.Get("sort") == s {
				q.Sort = s
			}
		}
	}
	switch v.Get("dir") {
	case "asc":
		q.Desc = false
	case "desc":
		q.Desc = true
	}
	if n, err := strconv.Atoi(v.Get("page")); err == nil && n > 1 {
		q.Page = min(n, ListPageMax)
	}
	for name, allowed := range spec.Filters {
		for _, a := range allowed {
			if a != "" && v.Get(name) == a {
				q.Filters[name] = a
			}
		}
	}
	for _, name := range spec.Days {
		if d, err := time.Parse(time.DateOnly, strings.TrimSpace(v.Get(name))); err == nil && d.Year() >= 2000 && d.Year() <= 9999 {
			q.Filters[name] = d.Format(time.DateOnly)
		}
	}
	return q
}

// Day is a day filter's chosen day (the zero time for none).
func (q ListQuery) Day(name string) time.Time {
	d, _ := time.Parse(time.DateOnly, q.Filters[name])
	return d
}

// printable is s as valid UTF-8 without control characters (a NUL cannot reach Postgres).
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
}

func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// Filter is a filter's chosen value ("" for any).
func (q ListQuery) Filter(name string) string { return q.Filters[name] }

// Limit and Offset are the page's rows for a query; Offset fits an int32 for every page.
func (q ListQuery) Limit() int32  { return int32(q.Size) }
func (q ListQuery) Offset() int32 { return int32((q.Page - 1) * q.Size) }

// Pages is the number of pages total rows fill (at least 1).
func (q ListQuery) Pages(total int) int {
	if total <= 0 {
		return 1
	}
	return min((total+q.Size-1)/q.Size, ListPageMax)
}

// Encode is the query string of this state, only what differs from the defaults, in a
// fixed order, so every state has one address.
func (q ListQuery) Encode() string {
	v := url.Values{}
	if q.Q != "" {
		v.Set("q", q.Q)
	}
	for name, val := range q.Filters {
		if val != "" {
			v.Set(name, val)
		}
	}
	if len(q.spec.Sorts) > 0 && q.Sort != q.spec.Sorts[0] {
		v.Set("sort", q.Sort)
	}
	if q.Desc != q.spec.Desc {
		if q.Desc {
			v.Set("dir", "desc")
		} else {
			v.Set("dir", "asc")
		}
	}
	if q.Page > 1 {
		v.Set("page", strconv.Itoa(q.Page))
	}
	return v.Encode() // sorted by key
}

// WithPage is the same state on another page.
func (q ListQuery) WithPage(n int) ListQuery {
	q.Page = max(1, min(n, ListPageMax))
	return q
}

// WithSort is the state sorted by key: the other direction when it is already sorted by
// it, else the spec's default direction; back to the first page.
func (q ListQuery) WithSort(key string) ListQuery {
	if q.Sort == key {
		q.Desc = !q.Desc
	} else {
		q.Sort, q.Desc = key, q.spec.Desc
	}
	q.Page = 1
	return q
}

// Href is the list's address at path in this state.
func (q ListQuery) Href(path string) string {
	if e := q.Encode(); e != "" {
		return path + "?" + e
	}
	return path
}
