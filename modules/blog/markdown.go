package blog

import (
	"html"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// Content is stored as its author typed it (Markdown) and rendered on the way out: goldmark
// turns it into HTML (raw HTML in it is left out), then bluemonday keeps only the tags and
// attributes of the policy below (docs/blog.md, "Content"). Nothing the author typed reaches
// a page, a feed, a mail or a meta tag without passing one of the two functions here.

var (
	markdown = goldmark.New(goldmark.WithExtensions(extension.GFM))
	policy   = contentPolicy()
	stripAll = bluemonday.StrictPolicy()
)

// contentPolicy is the user-content policy narrowed: links only to http(s) and mailto
// addresses, marked nofollow and opened in a new tab; images only the company's uploads
// (images.go decides before this policy runs); no style, no class, no data: addresses.
func contentPolicy() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowURLSchemes("http", "https", "mailto")
	p.RequireParseableURLs(true)
	p.RequireNoFollowOnLinks(true)
	p.RequireNoReferrerOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}

// RenderHTML is content as safe HTML with no image shown: every image is a link with its
// alt text (the excerpts and feeds; a post's page uses Service.Render, which shows the
// company's own uploads).
func RenderHTML(content string) string {
	r, err := render(content, nil)
	if err != nil {
		return html.EscapeString(content) // goldmark writes to memory: never in practice
	}
	return r.HTML
}

// blockEnd is where one block of rendered content ends: its text and the next block's
// must not run together once the tags are gone.
var blockEnd = regexp.MustCompile(`(?i)(</(p|li|h[1-6]|blockquote|pre|td|th|tr|dd|dt)>|<br\s*/?>|<hr\s*/?>)`)

// blockMark stands where a block ended until the separators are chosen (a private-use
// character: no text has it, and the sanitizer keeps it).
const blockMark = "\ue000"

// Separator is put between two blocks whose first does not end a sentence (a heading, a
// list item): "Our roof · We put panels on it" (docs/blog.md, "Excerpts").
const Separator = " · "

// PlainText is the content's text: rendered, every tag removed, entities read back, each
// block separated from the next.
func PlainText(content string) string {
	text := html.UnescapeString(stripAll.Sanitize(blockEnd.ReplaceAllString(RenderHTML(content), "$1"+blockMark)))
	var b strings.Builder
	for _, part := range strings.Split(text, blockMark) {
		part = strings.Join(strings.Fields(part), " ")
		if part == "" {
			continue
		}
		if b.Len() > 0 {
			last, _ := utf8.DecodeLastRuneInString(b.String())
			if strings.ContainsRune(".!?:;…。！？：；", last) {
				b.WriteString(" ")
			} else {
				b.WriteString(Separator)
			}
		}
		b.WriteString(part)
	}
	return b.String()
}

// ExcerptLength is where an excerpt is cut (docs/blog.md, "Excerpts").
const ExcerptLength = 200

// Excerpt is the content's plain text cut at a word boundary at or before limit
// characters, "..." appended only when it was cut. A first word longer than the limit is
// cut inside the word. Excerpts already made are kept (excerpts.go): a view of a listing
// renders no Markdown.
func Excerpt(content string, limit int) string {
	return keptExcerpt(content, limit)
}

// SummaryLength is how many characters of a post's plain text its summary keeps: more than
// any excerpt's limit, so an excerpt cut from the summary is the one cut from the content.
const SummaryLength = 500

// Summary is the start of the content's plain text that a post keeps beside it (migration
// 01010): listings cut their excerpts from it and read no content (docs/blog.md, "Excerpts").
// The summaries kept were made by PlainText as it was: a change to what PlainText writes
// needs a migration that sets every summary to NULL, which the summaries job writes again.
func Summary(content string) string {
	text := PlainText(content)
	if utf8.RuneCountInString(text) <= SummaryLength {
		return text
	}
	return string([]rune(text)[:SummaryLength])
}

// excerptOf is a listed post's excerpt at ExcerptLength: cut from its summary, or made from
// its content when it has none yet (a post written before summaries were kept).
func excerptOf(summary *string, content string) string {
	if summary != nil {
		return cut(*summary, ExcerptLength)
	}
	return Excerpt(content, ExcerptLength)
}

func cut(s string, limit int) string {
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	r := []rune(s)
	short := string(r[:limit])
	if r[limit] != ' ' { // the limit falls inside a word: go back to its start
		if i := strings.LastIndexByte(short, ' '); i > 0 {
			short = short[:i]
		}
	}
	return strings.TrimRight(short, " ") + "..."
}
