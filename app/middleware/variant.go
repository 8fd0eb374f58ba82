package middleware

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// PageVariant is everything besides the address that changes a visitor's page: the
// language (from the preferences cookie, else Accept-Language), the display settings, the
// consents given, and whether htmx asked for the fragment. The page cache keys on it
// (app/pagecache), so it must name every input of a public page the shell reads.
func (s *Shell) PageVariant(c fiber.Ctx) string {
	frag := "p"
	if web.WantsFragment(c) {
		frag = "f"
	}
	locale, prefs := s.prefsOf(c.Cookies(PrefsCookie))
	lang := locale
	if lang == "" {
		lang = s.languageOf(c.Get(fiber.HeaderAcceptLanguage))
	}
	consent := ""
	if rawConsent := c.Cookies(ConsentCookie); rawConsent != "" {
		for _, k := range strings.Split(rawConsent, ",") {
			if k == "cookies" { // the only consent a page shows differently (the notice)
				consent = "c"
			}
		}
	}
	return lang + "|" + frag + consent + "|" + prefs
}

// prefsOf reads a preferences cookie into its chosen language and its canonical form,
// remembering the answers for the cookies seen most.
func (s *Shell) prefsOf(raw string) (locale, canonical string) {
	if v, ok := s.prefs.Load(raw); ok {
		p := v.([2]string)
		return p[0], p[1]
	}
	p := web.DefaultPrefs()
	if raw != "" {
		p = web.DecodePrefs(raw)
	}
	if s.prefsCount.Add(1) <= maxRemembered {
		s.prefs.Store(strings.Clone(raw), [2]string{p.Locale, p.Encode()})
	}
	return p.Locale, p.Encode()
}

// languageOf matches an Accept-Language header, remembering the answers for the headers
// seen most (browsers send a handful of distinct values).
func (s *Shell) languageOf(header string) string {
	if lang, ok := s.languages.Load(header); ok {
		return lang.(string)
	}
	lang := s.Bundle.Match(header)
	if s.languageCount.Add(1) <= maxRemembered {
		s.languages.Store(strings.Clone(header), lang)
	}
	return lang
}

// maxRemembered bounds each memo of PageVariant against made-up headers and cookies.
const maxRemembered = 1000

// variantMemo is PageVariant's memory, embedded in Shell.
type variantMemo struct {
	languages     sync.Map // Accept-Language → language
	languageCount atomic.Int64
	prefs         sync.Map // preferences cookie → [locale, canonical form]
	prefsCount    atomic.Int64
}
