package templates

import (
	"context"
	"strconv"
	"strings"
	"time"

	"greenconnect/app/web"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func shell(ctx context.Context) *web.Shell { return web.ShellFrom(ctx) }

// Asset is the hashed URL of a static file.
func Asset(ctx context.Context, name string) string {
	if s := shell(ctx).Site; s != nil && s.Asset != nil {
		return s.Asset(name)
	}
	return "/static/" + name
}

func entry(ctx context.Context, name string) string {
	if s := shell(ctx).Site; s != nil && s.Entry != nil {
		return s.Entry(name)
	}
	return ""
}

// navItems returns the items of an area the current user may see, in order.
func navItems(ctx context.Context, area string) []web.NavItem {
	return shell(ctx).NavItems(area)
}

// currentNav is the selected item: the one whose path is the longest prefix of the request
// path, else "dashboard" (docs/shell.md, "Layout").
func currentNav(ctx context.Context, override string) string {
	if override != "" {
		return override
	}
	s := shell(ctx)
	best, bestLen := "dashboard", 0
	if s.Site == nil {
		return best
	}
	for _, it := range s.Site.Nav {
		if it.Area != "" && it.Area != "drawer" && it.Area != "header" && it.Area != web.NavAdmin {
			continue // footer and menu links repeat drawer links; they are not selections
		}
		if it.Href == "/" {
			if s.Path == "/" {
				return it.ID
			}
			continue
		}
		if (s.Path == it.Href || strings.HasPrefix(s.Path, it.Href+"/")) && len(it.Href) > bestLen {
			best, bestLen = it.ID, len(it.Href)
		}
	}
	return best
}

// ariaCurrent is a nav link's aria-current: "page" for the current item (currentNav, found
// once per list).
func ariaCurrent(current, id string) string {
	if current == id {
		return "page"
	}
	return "false"
}

func drawerState(ctx context.Context) string {
	if shell(ctx).Prefs.Drawer {
		return "open"
	}
	return "closed"
}

func boolStr(b bool) string { return strconv.FormatBool(b) }

func clientLog(ctx context.Context) string {
	if s := shell(ctx).Site; s != nil && s.ClientLogging {
		return "on"
	}
	return "off"
}

func documentTitle(ctx context.Context, title string) string {
	brand := t(ctx, "shell.brand")
	if title == "" || title == brand {
		return brand
	}
	return title + " · " + brand
}

// htmxConfig keeps htmx within a strict CSP (no injected styles, no eval) and lets it swap
// 422 answers, the form-with-errors response of every form, and 409 answers, a form shown
// again with what was typed and a choice after a concurrent edit. (Errors from the error
// handler carry HX-Reswap: none, so they still only show a snackbar.)
const htmxConfig = `{"includeIndicatorStyles":false,"allowEval":false,"allowScriptTags":false,` +
	`"historyCacheSize":0,"refreshOnHistoryMiss":true,"scrollIntoViewOnBoost":false,` +
	`"responseHandling":[{"code":"204","swap":false},{"code":"[23]..","swap":true},` +
	`{"code":"422","swap":true},{"code":"409","swap":true},{"code":"[45]..","swap":false,"error":true}]}`

func intStr(n int) string { return strconv.Itoa(n) }

func avatarURL(ctx context.Context) string {
	if u := shell(ctx).User; u != nil && u.AvatarURL != "" {
		return u.AvatarURL
	}
	return Asset(ctx, "img/avatar.svg")
}

func userLabel(ctx context.Context) string {
	u := shell(ctx).User
	if u == nil {
		return ""
	}
	if u.Name != "" {
		return u.Name
	}
	return u.Email
}

type lang struct{ code, name string }

// languages are named in their own language, so anyone can find theirs.
var languages = []lang{{"en", "English"}, {"fr", "Français"}, {"ro", "Română"}, {"zh", "中文"}}

// LanguageName is a language named in itself ("Français"), to label text written in it;
// the code itself for a language the site does not speak.
func LanguageName(code string) string {
	for _, l := range languages {
		if l.code == code {
			return l.name
		}
	}
	return code
}

func iconOr(name, fallback string) string {
	if name == "" {
		return fallback
	}
	return name
}

func modeIcon(mode string) string {
	if mode == "dark" {
		return "moon"
	}
	return "sun"
}

func severityIcon(sev string) string {
	switch sev {
	case "success":
		return "check"
	case "error":
		return "error"
	case "warning":
		return "warning"
	}
	return "info"
}

func copyrightYear() int { return time.Now().Year() }

// NavHref is the address of a registered navigation item, and whether it exists: pages
// link to another module's page only once that page is there.
func NavHref(ctx context.Context, id string) (string, bool) {
	if s := shell(ctx).Site; s != nil {
		for _, it := range s.Nav {
			if it.ID == id {
				return it.Href, true
			}
		}
	}
	return "", false
}

// GreenCheckURL is the external greenwashing-check app's address for this environment.
func GreenCheckURL(ctx context.Context) string {
	if s := shell(ctx).Site; s != nil {
		return s.GreenCheckURL
	}
	return ""
}

// LanguageOptions are the product's languages as the choices of a select, each named in
// itself (a letter's language, chosen by an admin).
func LanguageOptions() []Option {
	out := make([]Option, len(languages))
	for i, l := range languages {
		out[i] = Option{Value: l.code, Label: l.name}
	}
	return out
}
