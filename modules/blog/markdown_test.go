package blog

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The XSS corpus: nothing a post's author types may run on a page, in a feed or in a tag.
func TestContentIsSanitizedAgainstTheXSSCorpus(t *testing.T) {
	t.Parallel()
	corpus := []string{
		`<script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`[click](javascript:alert(1))`,
		`[click](JaVaScRiPt:alert(1))`,
		`[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
		`![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
		`<svg onload=alert(1)><circle/></svg>`,
		`<a href="javascript:alert(1)">x</a>`,
		`<p style="background:url(javascript:alert(1))">x</p>`,
		`<style>body{display:none}</style>`,
		`<iframe src="https://evil.example"></iframe>`,
		`<div onmouseover="alert(1)">hover</div>`,
		"```html\n<script>alert(1)</script>\n```",
		`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
		`[x](vbscript:msgbox(1))`,
		`<a href="&#106;avascript:alert(1)">x</a>`,
	}
	for _, in := range corpus {
		out := strings.ToLower(RenderHTML(in))
		for _, bad := range []string{"<script", "onerror", "onload", "onmouseover", "javascript:", "vbscript:", "data:", "<svg",
			"<style", "style=", "<iframe"} {
			require.NotContains(t, out, bad, "input %q gave %q", in, out)
		}
	}
	require.Equal(t, "<p><strong>bold</strong> and <a href=\"https://example.com\" rel=\"nofollow noreferrer noopener\" target=\"_blank\">a link</a></p>\n",
		RenderHTML("**bold** and [a link](https://example.com)"), "what Markdown is for still works")
}

// Excerpts (docs/blog.md, "Excerpts"): tags removed, cut at a word boundary at or before
// the limit, "..." only when cut.
func TestExcerptRule(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, in string
		limit    int
		want     string
	}{
		{"short stays whole", "Hello world", 20, "Hello world"},
		{"exactly the limit is not cut", "abcde fghij", 11, "abcde fghij"},
		{"cut at the word before the limit", "one two three four", 10, "one two..."},
		{"a limit at a space keeps the word", "one two three", 7, "one two..."},
		{"markdown and tags removed", "**Bold** <b>tag</b> [link](https://x.example)", 50, "Bold tag link"},
		{"inline tags add no space", "Go [there](https://x.example). **Now**!", 50, "Go there. Now!"},
		{"entities read back", "Fish &amp; chips", 50, "Fish & chips"},
		{"one long word is cut inside", "abcdefghijklmnop", 5, "abcde..."},
		{"blocks separated", "# Title\n\nFirst para.\n\n- item\n- other", 100, "Title · First para. item · other"},
		{"a heading ending a sentence needs no separator", "## Why?\n\nBecause.", 100, "Why? Because."},
		{"images and empty blocks add nothing", "# Roof\n\n![](https://x.example/a.png)\n\nText", 100, "Roof · https://x.example/a.png · Text"},
		{"unicode counted as characters", "été été été", 7, "été été..."},
	} {
		require.Equal(t, c.want, Excerpt(c.in, c.limit), c.name)
	}
	long := strings.Repeat("word ", 60)
	got := Excerpt(long, ExcerptLength)
	require.True(t, strings.HasSuffix(got, "..."))
	require.LessOrEqual(t, len([]rune(got)), ExcerptLength+3)
}
