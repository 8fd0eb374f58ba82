package templates

import (
	"context"
	"io"
	"strings"

	"github.com/a-h/templ"

	"greenconnect/app/bounded"
	"greenconnect/app/web"
)

// The chrome's parts that are the same for every request of a variant (the drawer, the
// footer, the preferences' fields, the cookie notice's text for a visitor) are rendered
// once per variant and then written as kept HTML: an uncached page renders only what is its
// own (docs/shell.md, "Layout").

// keptKey is what a kept part depends on: the site (its navigation, asset names), the
// language's localizer, and the part's own variant (an item, the preferences).
type keptKey struct {
	site  *web.Site
	loc   any
	part  string
	prefs web.Prefs
}

// keptParts are the kept parts: the variants are a few languages × a few items × the
// preferences' choices: in use, fewer than the map's bound.
var keptParts bounded.Map[keptKey, string]

// kept writes c as kept for key, rendering it the first time. c must depend on nothing
// of the request beyond key; a request without a site or a localizer renders c as it is.
func kept(ctx context.Context, w io.Writer, key keptKey, c templ.Component) error {
	s := shell(ctx)
	if s.Site == nil || s.Loc == nil {
		return c.Render(ctx, w)
	}
	key.site, key.loc = s.Site, s.Loc
	return keep(ctx, w, &keptParts, key, c)
}

// keep writes the part m keeps for k, rendering c into it the first time.
func keep[K comparable](ctx context.Context, w io.Writer, m *bounded.Map[K, string], k K, c templ.Component) error {
	if html, ok := m.Load(k); ok {
		_, err := io.WriteString(w, html)
		return err
	}
	var b strings.Builder
	if err := c.Render(ctx, &b); err != nil {
		return err
	}
	m.Store(k, b.String())
	_, err := io.WriteString(w, b.String())
	return err
}

// keptForVisitors is c, rendered once per key and language for a visitor (a signed-in user's parts
// may depend on their roles: rendered each time).
func keptForVisitors(part string, prefs web.Prefs, c templ.Component) templ.Component {
	return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		if shell(ctx).User != nil {
			return c.Render(ctx, w)
		}
		return kept(ctx, w, keptKey{part: part, prefs: prefs}, c)
	})
}

// keptForAll is c, rendered once per key and language for everyone: c shows nothing of
// the user.
func keptForAll(part string, prefs web.Prefs, c templ.Component) templ.Component {
	return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		return kept(ctx, w, keptKey{part: part, prefs: prefs}, c)
	})
}

// KeptPart is c, rendered once per part, site and language for everyone, then written as
// kept: c must read nothing of the request but its site and language (an island's
// translated strings and asset names).
func KeptPart(part string, c templ.Component) templ.Component {
	return keptForAll(part, web.Prefs{}, c)
}

// Stars shows a rating level's stars (0 to 5) with a text equivalent for screen readers,
// kept per level and language: a listing shows them on every card (five icons each, a
// twentieth of the directory's render before).
func Stars(n int) templ.Component {
	n = min(max(n, 0), 5)
	return keptForAll(starParts[n], web.Prefs{}, stars(n))
}

var starParts = [...]string{"stars0", "stars1", "stars2", "stars3", "stars4", "stars5"}

// Kept keeps a module's rendered parts whose variants are many (a listing's filter form,
// per filter and choices): like a kept part, per key, site and language; at most
// bounded.DefaultBound of them, the least asked for go first.
type Kept struct{ m bounded.Map[keptPart, string] }

type keptPart struct {
	site *web.Site
	loc  any
	key  string
}

// Keep is c, rendered once for key (which must name everything c reads of the request
// and the data) and then written as it was.
func (k *Kept) Keep(key string, c templ.Component) templ.Component {
	return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		s := shell(ctx)
		if s.Site == nil || s.Loc == nil {
			return c.Render(ctx, w)
		}
		return keep(ctx, w, &k.m, keptPart{site: s.Site, loc: s.Loc, key: key}, c)
	})
}
