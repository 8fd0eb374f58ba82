// Package links reads the web addresses a company gives: its website, its social pages and
// its services' (docs/conventions.md, "The kit"). The profile and the marketplace's service
// form read them by the same rule, so an address one accepts the other does too.
package links

import (
	"net/url"
	"strings"
)

// Site is a social site a link may point at: its name and an example for the error, its
// hosts, and a path its links must start with, if any.
type Site struct {
	Name    string
	hosts   []string
	Example string
	Path    string
}

// sites are the social sites by the profile field that links to them.
var sites = map[string]Site{
	"facebook":               {"Facebook", []string{"facebook.com", "fb.com"}, "https://www.facebook.com/yourcompany", ""},
	"linkedin":               {"LinkedIn", []string{"linkedin.com"}, "https://www.linkedin.com/company/yourcompany", ""},
	"tiktok":                 {"TikTok", []string{"tiktok.com"}, "https://www.tiktok.com/@yourcompany", ""},
	"twitter":                {"X (Twitter)", []string{"twitter.com", "x.com"}, "https://x.com/yourcompany", ""},
	"instagram":              {"Instagram", []string{"instagram.com"}, "https://www.instagram.com/yourcompany", ""},
	"representativeLinkedin": {"LinkedIn", []string{"linkedin.com"}, "https://www.linkedin.com/in/yourname", "/in/"},
}

// maxLength is the longest address accepted, in bytes.
const maxLength = 500

// Normalize reads a web address as people type it: "example.com/x" becomes
// "https://example.com/x". ok is false unless it is an http(s) address of a named host
// (a dot in it, no user name or password).
func Normalize(raw string) (string, bool) {
	s := strings.TrimSpace(raw)
	if s == "" || len(s) > maxLength || strings.ContainsAny(s, " \t\r\n<>\"") {
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

// SiteOf is the social site the profile field links to (the zero Site for another field).
func SiteOf(field string) Site { return sites[field] }

// OnSite reports whether address is a page of the named social site.
func OnSite(address, field string) bool {
	site := sites[field]
	u, err := url.Parse(address)
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	for _, h := range site.hosts {
		if host == h || strings.HasSuffix(host, "."+h) {
			return site.Path == "" || strings.HasPrefix(u.Path, site.Path)
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
