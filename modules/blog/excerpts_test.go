package blog

import (
	"strconv"
	"testing"

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
