package blog

import (
	"encoding/xml"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
)

// Atom (RFC 4287) as encoding/xml writes it: every text escaped by the encoder.
type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Title   string      `xml:"title"`
	ID      string      `xml:"id"`
	Updated string      `xml:"updated"`
	Links   []atomLink  `xml:"link"`
	Entries []atomEntry `xml:"entry"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr,omitempty"`
	Type string `xml:"type,attr,omitempty"`
}

type atomEntry struct {
	Title     string     `xml:"title"`
	ID        string     `xml:"id"`
	Updated   string     `xml:"updated"`
	Published string     `xml:"published"`
	Link      atomLink   `xml:"link"`
	Author    atomAuthor `xml:"author"`
	Summary   string     `xml:"summary"`
	Category  atomCat    `xml:"category"`
}

type atomAuthor struct {
	Name string `xml:"name"`
}

type atomCat struct {
	Term string `xml:"term,attr"`
}

// GET /blog/feed.xml[?category=]: the latest public posts as an Atom feed; the summary is
// the excerpt (plain text), never the content's HTML. An unknown category is every post.
func (h *Handler) feed(c fiber.Ctx) error {
	ctx := c.Context()
	category := c.Query("category")
	if !IsCategory(category) {
		category = ""
	}
	entries, err := h.Service.Feed(ctx, category)
	if err != nil {
		return err
	}
	self := h.BaseURL + feedPath(category)
	f := atomFeed{Title: "Green Connect · The Green Room", ID: self, Updated: time.Unix(0, 0).UTC().Format(time.RFC3339),
		Links: []atomLink{{Href: self, Rel: "self", Type: "application/atom+xml"}, {Href: h.BaseURL + BlogPath, Rel: "alternate", Type: "text/html"}}}
	if len(entries) > 0 {
		f.Updated = entries[0].PublishedAt.UTC().Format(time.RFC3339)
	}
	for _, e := range entries {
		at := e.PublishedAt.UTC().Format(time.RFC3339)
		f.Entries = append(f.Entries, atomEntry{Title: e.Title, ID: "urn:uuid:" + e.ID.String(), Updated: at, Published: at,
			Link: atomLink{Href: h.BaseURL + PostPath(e.ID), Rel: "alternate", Type: "text/html"}, Author: atomAuthor{Name: e.Author.Name},
			Summary: e.Excerpt, Category: atomCat{Term: e.Category}})
	}
	out, err := xml.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderContentType, "application/atom+xml; charset=utf-8")
	pagecache.Public(c, ListTag)
	return c.Send(append([]byte(xml.Header), out...))
}
