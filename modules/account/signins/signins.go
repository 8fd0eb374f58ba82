// Package signins reads the coarse client a sign-in keeps and shows (docs/accounts.md,
// "Sign-in history"): the browser's family and system from a User-Agent, and the network the
// address belongs to, enough to recognise one's own sign-ins and too little to find a person.
// It is the account module's, apart so its tests build without the app (docs/conventions.md,
// "Tests").
package signins

import (
	"net/netip"
	"strings"

	"greenconnect/app/web"
)

// browserFamilies are the User-Agent tokens, most specific first (Edge and Opera also say
// Chrome, Chrome also says Safari).
var browserFamilies = []struct{ token, name string }{{"Edg/", "Edge"}, {"OPR/", "Opera"},
	{"SamsungBrowser/", "Samsung Internet"}, {"Firefox/", "Firefox"}, {"Chrome/", "Chrome"},
	{"Safari/", "Safari"}, {"curl/", "curl"}}

// Family is the browser's name read from a User-Agent, "other" when none is known and
// "" without a User-Agent.
func Family(ua string) string {
	if ua == "" {
		return ""
	}
	for _, b := range browserFamilies {
		if strings.Contains(ua, b.token) {
			return b.name
		}
	}
	return "other"
}

// Network is the address's network: its /24 for IPv4, its /64 for IPv6; "" when the
// address does not parse.
func Network(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ""
	}
	a = a.Unmap()
	bits := 64
	if a.Is4() {
		bits = 24
	}
	p, err := a.Prefix(bits)
	if err != nil {
		return ""
	}
	return p.String()
}

// Describe names the browser and system of a user agent, roughly ("Firefox · Windows"); a
// user agent of no known browser is shown as it is, cut at 40 characters.
func Describe(ua string) string {
	if ua == "" {
		return "—"
	}
	browser := Family(ua)
	system := ""
	for _, s := range []struct{ token, name string }{{"Android", "Android"}, {"iPhone", "iOS"}, {"iPad", "iPadOS"},
		{"Windows", "Windows"}, {"Mac OS X", "macOS"}, {"CrOS", "ChromeOS"}, {"Linux", "Linux"}} {
		if strings.Contains(ua, s.token) {
			system = s.name
			break
		}
	}
	if browser == "other" {
		return web.Clip(ua, 40)
	}
	if system == "" {
		return browser
	}
	return browser + " · " + system
}
