package blog

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// An excerpt is made once (docs/blog.md, "Excerpts"): a second view renders no Markdown, an
// edited content gets its own excerpt, and the excerpts kept are bounded.
func TestExcerptsAreKeptByContent(t *testing.T) {
	content := "# Roof\n\nWe put **panels** on it. " + t.Name()
	want := cut(PlainText(content), ExcerptLength)
	require.Equal(t, want, Excerpt(content, ExcerptLength))
	allocs := testing.AllocsPerRun(20, func() { require.Equal(t, want, Excerpt(content, ExcerptLength)) })
	require.Less(t, allocs, 5.0, "a kept excerpt renders no Markdown")

	edited := content + " And a battery."
	require.Equal(t, "Roof · We put panels on it. "+t.Name()+" And a battery.", Excerpt(edited, ExcerptLength))
	require.Equal(t, "Roof...", Excerpt(edited, 4), "the limit is part of the key")

	for i := range excerptsKept + 10 {
		Excerpt("post "+strconv.Itoa(i), ExcerptLength)
	}
	excerpts.Lock()
	n := len(excerpts.m)
	excerpts.Unlock()
	require.LessOrEqual(t, n, excerptsKept)
}

// A listing cuts its excerpts from the posts' summaries (docs/blog.md, "Excerpts"): each is
// the excerpt made from the whole content, for short and long texts, Markdown, a first word
// longer than the limit, and characters of more than one byte.
func TestAnExcerptCutFromTheSummaryIsTheContents(t *testing.T) {
	require.Less(t, ExcerptLength, SummaryLength)
	long := strings.Repeat("Nous avons posé des **panneaux** sur le toit, réduit nos émissions de 30 %. ", 60)
	for _, content := range []string{
		"", "Short.", "# Roof\n\nWe put **panels** on it.\n\n- one\n- two",
		strings.Repeat("x", ExcerptLength+5), strings.Repeat("ab ", ExcerptLength),
		strings.Repeat("我们在屋顶上安装了太阳能电池板。", 40), long, long[:len(long)/3],
		strings.Repeat("word ", SummaryLength/5) + "end",
	} {
		summary := Summary(content)
		require.LessOrEqual(t, utf8.RuneCountInString(summary), SummaryLength)
		require.Equal(t, Excerpt(content, ExcerptLength), excerptOf(&summary, "unused"), "%.40q", content)
		require.Equal(t, Excerpt(content, ExcerptLength), excerptOf(nil, content), "without a summary")
	}
}
