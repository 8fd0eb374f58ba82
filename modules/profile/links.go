package profile

import (
	"net/url"
	"strings"
)

// socialSites are the hosts a social link may point at, with an example the error shows.
var socialSites = map[string]struct {
	name    string
	hosts   []string
	example string
	path    string // a required path prefix, if any
}{
	"facebook":               {"Facebook", []string{"facebook.com", "fb.com"}, "https://www.facebook.com/yourcompany", ""},
	"linkedin":               {"LinkedIn", []string{"linkedin.com"}, "https://www.linkedin.com/company/yourcompany", ""},
	"tiktok":                 {"TikTok", []string{"tiktok.com"}, "https://www.tiktok.com/@yourcompany", ""},
	"twitter":                {"X (Twitter)", []string{"twitter.com", "x.com"}, "https://x.com/yourcompany", ""},
	"instagram":              {"Instagram", []string{"instagram.com"}, "https://www.instagram.com/yourcompany", ""},
	"representativeLinkedin": {"LinkedIn", []string{"linkedin.com"}, "https://www.linkedin.com/in/yourname", "/in/"},
}

const maxURLLength = 500

// normalizeURL reads a web address as people type it: "example.com/x" becomes
// "https://example.com/x". ok is false unless it is an http(s) address of a named host
// (a dot in it, no user name or password).
func normalizeURL(raw string) (string, bool) {
	s := strings.TrimSpace(raw)
	if s == "" || len(s) > maxURLLength || strings.ContainsAny(s, " \t\r\n<>\"") {
		return "", false
	}
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil {
		return "", false
	}
	host := strings.ToLower(u.Hostname())
	dot := strings.LastIndexByte(host, '.')
	if dot <= 0 || dot == len(host)-1 || !isLetters(host[dot+1:]) {
		return "", false
	}
	u.Host = strings.ToLower(u.Host)
	return u.String(), true
}

// onSite reports whether address is a page of the named social site.
func onSite(address, field string) bool {
	site := socialSites[field]
	u, err := url.Parse(address)
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	for _, h := range site.hosts {
		if host == h || strings.HasSuffix(host, "."+h) {
			return site.path == "" || strings.HasPrefix(u.Path, site.path)
		}
	}
	return false
}

func isLetters(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && r != '-' && (r < '0' || r > '9') {
			return false
		}
	}
	return len(s) >= 2
}
