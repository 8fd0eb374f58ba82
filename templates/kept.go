package templates

import (
	"context"
	"io"
	"strconv"
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

// keptCharts are charts drawn from the same data over and over, kept per content, site,
// language and direction (KeptChart).
var keptCharts Kept

// KeptChart is ChartFigure(c), drawn once per content, language and direction and then
// written as kept: for a chart many pages show alike, as the peer benchmark's levels of a
// group on the page of each of its companies (the same bars but the company's own, marked).
// The key is the whole chart, so a chart whose data moved is drawn anew; a chart each page
// draws once (a company's own history) gains nothing from it.
func KeptChart(c Chart) templ.Component {
	return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		return keptCharts.Keep(c.key(shell(ctx).Prefs.RTL), ChartFigure(c)).Render(ctx, w)
	})
}

// key is everything ChartFigure draws of c, and the direction it draws it in.
func (c Chart) key(rtl bool) string {
	var b strings.Builder
	b.Grow(64 + 32*len(c.Points))
	for _, s := range []string{c.ID, c.Title, c.Label, c.Value, c.Summary} {
		b.WriteString(s)
		b.WriteByte(0)
	}
	b.WriteString(strconv.Itoa(int(c.Kind)))
	b.WriteByte(0)
	b.WriteString(strconv.FormatFloat(c.Max, 'g', -1, 64))
	b.WriteByte(0)
	b.WriteString(strconv.FormatBool(rtl))
	for _, p := range c.Points {
		b.WriteByte(1)
		for _, s := range []string{p.Label, p.Axis, p.Text} {
			b.WriteString(s)
			b.WriteByte(0)
		}
		b.WriteString(strconv.FormatFloat(p.Value, 'g', -1, 64))
		b.WriteByte(0)
		b.WriteString(strconv.FormatBool(p.Mark))
	}
	return b.String()
}
