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
	rawPrefs, rawConsent := c.Cookies(PrefsCookie), c.Cookies(ConsentCookie)
	prefs := web.DefaultPrefs()
	if rawPrefs != "" {
		prefs = web.DecodePrefs(rawPrefs)
	}
	lang := prefs.Locale
	if lang == "" {
		lang = s.languageOf(c.Get(fiber.HeaderAcceptLanguage))
	}
	consent := ""
	if rawConsent != "" {
		for _, k := range strings.Split(rawConsent, ",") {
			if k == "cookies" { // the only consent a page shows differently (the notice)
				consent = "c"
			}
		}
	}
	return lang + "|" + frag + consent + "|" + prefs.Encode()
}

// languageOf matches an Accept-Language header, remembering the answers for the headers
// seen most (browsers send a handful of distinct values).
func (s *Shell) languageOf(header string) string {
	if header == "" {
		return s.Bundle.Match("")
	}
	if lang, ok := s.languages.Load(header); ok {
		return lang.(string)
	}
	lang := s.Bundle.Match(header)
	if s.languageCount.Add(1) <= maxRememberedLanguages {
		s.languages.Store(strings.Clone(header), lang)
	}
	return lang
}

// maxRememberedLanguages bounds languageOf's memory against made-up headers.
const maxRememberedLanguages = 1000

// languageMemo is embedded in Shell.
type languageMemo struct {
	languages     sync.Map
	languageCount atomic.Int64
}
