package web

import (
	"net/url"
	"strconv"

	"greenconnect/app/i18n"
)

// Prefs are the display preferences (docs/shell.md, "Preferences"), kept in a cookie (and on the account when
// signed in) and rendered into <html> by the server, so there is no flash of the wrong theme.
type Prefs struct {
	Palette string // one of Palettes
	Mode    string // light or dark
	RTL     bool
	Locale  string // one of i18n.Languages; empty means "from the browser"
	Font    string // one of Fonts
	Radius  int    // one of Radii, in px
	Drawer  bool   // navigation drawer open
}

// Palettes: blue-grey/teal (default), navy/pink, dark-teal/aqua.
var Palettes = []string{"teal", "pink", "aqua"}

// Modes of the theme.
var Modes = []string{"light", "dark"}

// Fonts are system font stacks: no font file is fetched from elsewhere.
var Fonts = []string{"system", "humanist", "serif"}

// Radii are the corner radii offered, in px; 8 is the default.
var Radii = []int{0, 4, 8, 12, 16}

// DefaultPrefs are the defaults of docs/shell.md, "Preferences".
func DefaultPrefs() Prefs {
	return Prefs{Palette: "teal", Mode: "light", Font: "system", Radius: 8}
}

// Dir is the page direction.
func (p Prefs) Dir() string {
	if p.RTL {
		return "rtl"
	}
	return "ltr"
}

// Encode serialises the preferences for the cookie.
func (p Prefs) Encode() string {
	v := url.Values{}
	v.Set("p", p.Palette)
	v.Set("m", p.Mode)
	v.Set("f", p.Font)
	v.Set("r", strconv.Itoa(p.Radius))
	if p.Locale != "" {
		v.Set("l", p.Locale)
	}
	if p.RTL {
		v.Set("rtl", "1")
	}
	if p.Drawer {
		v.Set("d", "1")
	}
	return v.Encode()
}

// DecodePrefs reads a cookie value; anything unknown falls back to the default.
func DecodePrefs(raw string) Prefs {
	p := DefaultPrefs()
	v, err := url.ParseQuery(raw)
	if err != nil {
		return p
	}
	p.Merge(v.Get("p"), v.Get("m"), v.Get("f"), v.Get("r"), v.Get("l"))
	p.RTL = v.Get("rtl") == "1"
	p.Drawer = v.Get("d") == "1"
	return p
}

// Merge sets each given value that is valid and keeps the current one otherwise.
func (p *Prefs) Merge(palette, mode, font, radius, locale string) {
	if oneOf(palette, Palettes) {
		p.Palette = palette
	}
	if oneOf(mode, Modes) {
		p.Mode = mode
	}
	if oneOf(font, Fonts) {
		p.Font = font
	}
	if r, err := strconv.Atoi(radius); err == nil {
		for _, ok := range Radii {
			if r == ok {
				p.Radius = r
			}
		}
	}
	if i18n.Supported(locale) {
		p.Locale = locale
	}
}

func oneOf(v string, allowed []string) bool {
	for _, a := range allowed {
		if v == a {
			return true
		}
	}
	return false
}
