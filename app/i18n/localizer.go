package i18n

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Localizer translates and formats for one language.
type Localizer struct {
	Lang    string
	bundle  *Bundle
	l       *goi18n.Localizer
	printer *message.Printer
	// texts are the catalogue's messages as asked for without data (most of a page's
	// strings: go-i18n looks each up and runs its template every time), made all at once
	// on the first ask and then only read: a map read where a sync.Map boxed each id.
	texts     map[string]string
	textsOnce sync.Once
	// plain remembers the same for an id the catalogue lacks (a stored key no longer in it).
	plain      sync.Map
	plainCount atomic.Int32
	// fillings remembers each message with data cut at its fields (fill.go), or that it
	// cannot be (nil): bounded by maxPlain too.
	fillings     sync.Map
	fillingCount atomic.Int32
	// days remembers Date's text per day (year*10000 + month*100 + day).
	days     sync.Map
	dayCount atomic.Int32
}

// maxPlain bounds plain: ids come from the code, but an unknown one (a stored key no
// longer in the catalogue) is remembered too.
const maxPlain = 20000

func newLocalizer(b *Bundle, lang string) *Localizer {
	return &Localizer{Lang: lang, bundle: b, l: goi18n.NewLocalizer(b.b, lang, Default),
		printer: message.NewPrinter(language.Make(lang))}
}

// T translates id with optional template data ({{.Name}} in the message). A message missing
// from every language comes back as its id, so a gap shows instead of breaking the page.
func (l *Localizer) T(id string, data ...map[string]any) string {
	if len(data) == 0 || data[0] == nil {
		l.textsOnce.Do(l.makeTexts)
		if s, ok := l.texts[id]; ok {
			return s
		}
		if s, ok := l.plain.Load(id); ok {
			return s.(string)
		}
		s := l.localize(id, nil)
		if l.plainCount.Add(1) <= maxPlain {
			l.plain.Store(id, s)
		}
		return s
	}
	if s, ok := l.fillFast(id, data[0]); ok {
		return s
	}
	return l.localize(id, data[0])
}

// makeTexts makes texts: every id of every language's catalogue.
func (l *Localizer) makeTexts() {
	texts := map[string]string{}
	for _, ids := range l.bundle.ids {
		for id := range ids {
			if _, done := texts[id]; !done {
				texts[id] = l.localize(id, nil)
			}
		}
	}
	l.texts = texts
}

// localize is go-i18n's text of id filled with data (nil: none); id itself when no
// language has it.
func (l *Localizer) localize(id string, data map[string]any) string {
	cfg := &goi18n.LocalizeConfig{MessageID: id}
	if data != nil {
		cfg.TemplateData = data
	}
	s, err := l.l.Localize(cfg)
	if err != nil && s == "" {
		return id
	}
	return s
}

// fillFast fills a message whose actions are plain fields without text/template (fill.go).
func (l *Localizer) fillFast(id string, data map[string]any) (string, bool) {
	v, ok := l.fillings.Load(id)
	if !ok {
		var f *filling
		src, err := l.l.Localize(&goi18n.LocalizeConfig{MessageID: id, TemplateParser: template.IdentityParser{}})
		if err == nil {
			if c, ok := cut(src); ok {
				f = &c
			}
		}
		if l.fillingCount.Add(1) <= maxPlain {
			l.fillings.Store(id, f)
		}
		v = f
	}
	if f := v.(*filling); f != nil {
		return f.fill(data)
	}
	return "", false
}

// N translates a message with plural forms for count; {{.Count}} holds the formatted number.
func (l *Localizer) N(id string, count int, data ...map[string]any) string {
	td := map[string]any{}
	if len(data) > 0 {
		for k, v := range data[0] {
			td[k] = v
		}
	}
	td["Count"] = l.Number(count)
	s, err := l.l.Localize(&goi18n.LocalizeConfig{MessageID: id, PluralCount: count, TemplateData: td})
	if err != nil && s == "" {
		return id
	}
	return s
}

// Number formats an integer with the language's grouping (1,234 / 1 234). Below 1,000 every
// language writes the digits alone: those are formatted without the printer, a twentieth
// of a listing's render when each of its counts went through it.
func (l *Localizer) Number(n int) string {
	if n >= 0 && n < 1000 {
		return strconv.Itoa(n)
	}
	return l.printer.Sprintf("%d", n)
}

// Date formats a day as the language writes it, from the shell.date.long pattern and the
// shell.month.* names (zh "names" its months with numbers: 2026年11月22日).
// A day's text is kept once made (at most maxPlain days): a company page writes a dozen
// dates, each a message filled with a map of its parts.
func (l *Localizer) Date(t time.Time) string {
	y, m, d := t.Date()
	day := y*10000 + int(m)*100 + d
	if s, ok := l.days.Load(day); ok {
		return s.(string)
	}
	s := l.T("shell.date.long", map[string]any{"Day": d, "Month": l.T("shell.month." + monthKeys[m-1]), "Year": y})
	if l.dayCount.Add(1) <= maxPlain {
		l.days.Store(day, s)
	}
	return s
}

// DateTime formats a moment as date plus 24-hour time, in the time's own zone.
func (l *Localizer) DateTime(t time.Time) string {
	return l.Date(t) + " " + t.Format("15:04")
}

// Messages returns the translations of ids, for handing to an island as JSON. Placeholders
// stay as written ({{.Name}}): the island fills them (islands/shared/i18n.ts), so they are
// not executed here, where there is no data and they would read "<no value>".
func (l *Localizer) Messages(ids []string) map[string]string {
	out := make(map[string]string, len(ids))
	for _, id := range ids {
		s, err := l.l.Localize(&goi18n.LocalizeConfig{MessageID: id, TemplateParser: template.IdentityParser{}})
		if err != nil && s == "" {
			s = id
		}
		out[id] = s
	}
	return out
}

// Dir is the text direction the language itself needs. All four of ours are LTR; the shell's
// RTL preference overrides it.
func (l *Localizer) Dir() string { return "ltr" }

// HTMLLang is the value for <html lang>.
func (l *Localizer) HTMLLang() string {
	if l.Lang == "zh" {
		return "zh-Hans"
	}
	return strings.ToLower(l.Lang)
}

var monthKeys = [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
