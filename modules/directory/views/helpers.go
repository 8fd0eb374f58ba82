// Package views holds the directory module's pages and fragments.
package views

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/a-h/templ"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func levelName(ctx context.Context, key string) string { return t(ctx, rating.Level(key).MessageKey()) }

// excerpt is text cut at a word boundary near limit, "..." appended when it was longer
// (docs/directory.md, "Cards"). Services store plain text, so there are no tags to remove.
func excerpt(s string, limit int) string {
	if !singleSpaced(s) {
		s = strings.Join(strings.Fields(s), " ")
	}
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	r := []rune(s)[:limit]
	cut := string(r)
	if i := strings.LastIndexByte(cut, ' '); i > limit/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "..."
}

// singleSpaced is whether s is as strings.Fields joined by single spaces leaves it: no
// space at either end, none but ' ' and never two together (most descriptions, which
// then need no copy).
func singleSpaced(s string) bool {
	after := true // a space at the start is as one after a space
	for i := 0; i < len(s); {
		c, space := s[i], false
		if c < utf8.RuneSelf {
			space = asciiSpace[c]
			i++
		} else {
			r, n := utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
			i += n
		}
		if space && (c != ' ' || after) {
			return false
		}
		after = space
	}
	return !after || s == ""
}

// asciiSpace are the ASCII bytes unicode.IsSpace holds for.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// paragraphs splits plain text at blank lines.
func paragraphs(s string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

func number(ctx context.Context, n int) string {
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		return loc.Number(n)
	}
	return itoa(n)
}

func url(s string) templ.SafeURL { return templ.SafeURL(s) }

func asset(ctx context.Context, name string) string { return templates.Asset(ctx, name) }

// fallbackIcon is the icon a missing or broken logo shows: the service icon for services,
// the company icon for companies (docs/shell.md, "Logos").
func fallbackIcon(ctx context.Context, service bool) string {
	if service {
		return asset(ctx, "img/service.svg")
	}
	return asset(ctx, "img/company.svg")
}

// pageNumbers are the page links to show: first, last, and two around the current page,
// with 0 standing for a gap.
func pageNumbers(current, total int) []int {
	var out []int
	last := 0
	for p := 1; p <= total; p++ {
		if p == 1 || p == total || (p >= current-2 && p <= current+2) {
			if last != 0 && p != last+1 {
				out = append(out, 0)
			}
			out = append(out, p)
			last = p
		}
	}
	return out
}

func date(ctx context.Context, t time.Time) string {
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		return loc.Date(t)
	}
	return t.Format("2006-01-02")
}

// itemsMark is the Green Verification mark of a company's verified evidence items: how many,
// and the day the newest was verified (on when it is known).
func itemsMark(ctx context.Context, count int, on string) string {
	if on == "" {
		return t(ctx, "directory.list.verified_items", map[string]any{"Count": count})
	}
	return t(ctx, "directory.list.verified_items_on", map[string]any{"Count": count, "Date": on})
}
