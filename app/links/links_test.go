package links

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNormalize(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"example.com":                 "https://example.com",
		" https://Example.COM/a?b=1 ": "https://example.com/a?b=1",
		"http://shop.example.co.uk/":  "http://shop.example.co.uk/",
	} {
		got, ok := Normalize(in)
		require.True(t, ok, in)
		require.Equal(t, want, got)
	}
	for _, bad := range []string{"", "javascript:alert(1)", "ftp://example.com", "https://localhost", "not a url",
		"https://user:pw@example.com", "https://example.", "https://example.c", "mailto:x@example.com", "https://<x>.com"} {
		_, ok := Normalize(bad)
		require.False(t, ok, bad)
	}
}

func TestSocialLinksMustBeOnTheirSite(t *testing.T) {
	t.Parallel()
	ok := map[string]string{
		"facebook": "https://www.facebook.com/acme", "linkedin": "https://linkedin.com/company/acme",
		"twitter": "https://x.com/acme", "instagram": "https://instagram.com/acme",
		"tiktok": "https://www.tiktok.com/@acme", "representativeLinkedin": "https://www.linkedin.com/in/ana",
	}
	for field, u := range ok {
		require.True(t, OnSite(u, field), "%s %s", field, u)
	}
	require.True(t, OnSite("https://m.facebook.com/acme", "facebook"))
	require.False(t, OnSite("https://facebook.com.evil.example/acme", "facebook"))
	require.False(t, OnSite("https://notfacebook.com/acme", "facebook"))
	require.False(t, OnSite("https://www.linkedin.com/company/acme", "representativeLinkedin"), "a person's profile")
	require.False(t, OnSite("https://www.instagram.com/acme", "tiktok"))
}
