// Package templates holds the shell every page is wrapped in (document, layouts, header,
// drawer, footer, preferences, flash, consent) and the components modules share.
package templates

import (
	"embed"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// Messages are the shell's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Layout is the chrome around a page: a templ component that takes the page's content as
// children (Main, NoAuth, Minimal in layouts.templ).
type Layout func(p Page) templ.Component

// Page is what a handler renders.
type Page struct {
	Title       string // translated; the document title adds " · Green Connect"
	Description string
	Layout      Layout          // Main when nil
	Status      int             // 200 when zero
	NavID       string          // the drawer's selected item; from the path when empty
	Body        templ.Component // the page's content
	Fragment    templ.Component // the part htmx requests get; Body when nil
	Head        templ.Component // extra <head> content (OpenGraph, canonical link)
	// NoStore keeps the page out of every cache, the browser's history included: a page that
	// holds what was typed, a secret or a token shown once, or staff's data.
	NoStore bool
}

// layout is the page's layout, Main unless it says otherwise.
func (p Page) layout() Layout {
	if p.Layout == nil {
		return Main
	}
	return p.Layout
}

// Render answers with the whole document, or only the fragment for an htmx request that is
// not a boosted navigation. One handler serves both (docs/conventions.md, "A module": one
// page, one handler).
func Render(c fiber.Ctx, p Page) error {
	if p.Status == 0 {
		p.Status = fiber.StatusOK
	}
	c.Status(p.Status)
	c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
	// The shell reads the preferences and consent cookies and Accept-Language; htmx asks
	// for the fragment.
	c.Vary("HX-Request", fiber.HeaderCookie, fiber.HeaderAcceptLanguage)
	// Unless the handler made the page public for visitors (pagecache.Public), it carries
	// per-visitor data (CSRF token, the user): private, and revalidated each time (the
	// ETag makes an unchanged page a 304).
	if p.NoStore {
		c.Set(fiber.HeaderCacheControl, "no-store")
	} else if len(c.Response().Header.Peek(fiber.HeaderCacheControl)) == 0 {
		c.Set(fiber.HeaderCacheControl, "private, no-cache")
	}
	shell := web.ShellFrom(c.Context())
	if web.WantsFragment(c) {
		frag := p.Fragment
		if frag == nil {
			frag = p.Body
		}
		// Messages queued for "the next page" show as a snackbar on this swap instead.
		if shell.TakeFlashes != nil {
			for _, f := range shell.TakeFlashes() {
				web.Snackbar(c, f)
			}
		}
		return frag.Render(c.Context(), c.Response().BodyWriter())
	}
	if shell.TakeFlashes != nil {
		shell.Flashes = append(shell.Flashes, shell.TakeFlashes()...)
	}
	return Document(p).Render(c.Context(), c.Response().BodyWriter())
}
