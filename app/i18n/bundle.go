// Package i18n translates messages with go-i18n. Each module owns its messages in
// i18n/<lang>.toml; the bundle merges them. A key missing in a language falls back to en.
package i18n

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// Languages the product speaks, default first (docs/shell.md, "Languages").
var Languages = []string{"en", "fr", "ro", "zh"}

// Default is the language of last resort.
const Default = "en"

// Bundle holds every message of every module.
type Bundle struct {
	b       *goi18n.Bundle
	ids     map[string]map[string]bool // lang → message ids it defines
	sorted  map[string][]string        // lang → the same ids, sorted
	matcher language.Matcher
	locs    map[string]*Localizer
}

// Source is one owner's messages: a file system with i18n/<lang>.toml files.
type Source struct {
	Name string
	FS   fs.FS
}

// NewBundle loads the messages of every source. The same id in two sources is an error:
// ids are namespaced by module, so a clash is a mistake.
func NewBundle(sources ...Source) (*Bundle, error) {
	b := &Bundle{b: goi18n.NewBundle(language.English), ids: map[string]map[string]bool{}}
	b.b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	owner := map[string]string{}
	for _, src := range sources {
		for _, lang := range Languages {
			file := path.Join("i18n", lang+".toml")
			raw, err := fs.ReadFile(src.FS, file)
			if err != nil {
				if lang == Default {
					return nil, fmt.Errorf("i18n: %s has no %s: %w", src.Name, file, err)
				}
				continue
			}
			mf, err := b.b.ParseMessageFileBytes(raw, file)
			if err != nil {
				return nil, fmt.Errorf("i18n: %s/%s: %w", src.Name, file, err)
			}
			if b.ids[lang] == nil {
				b.ids[lang] = map[string]bool{}
			}
			for _, m := range mf.Messages {
				key := lang + ":" + m.ID
				if prev, dup := owner[key]; dup {
					return nil, fmt.Errorf("i18n: %q defined by both %s and %s", m.ID, prev, src.Name)
				}
				owner[key] = src.Name
				b.ids[lang][m.ID] = true
			}
		}
	}
	tags := make([]language.Tag, len(Languages))
	for i, l := range Languages {
		tags[i] = language.Make(l)
	}
	b.matcher = language.NewMatcher(tags)
	b.sorted = map[string][]string{}
	for lang, set := range b.ids {
		for id := range set {
			b.sorted[lang] = append(b.sorted[lang], id)
		}
		sort.Strings(b.sorted[lang])
	}
	b.locs = map[string]*Localizer{}
	for _, l := range Languages {
		b.locs[l] = newLocalizer(b, l)
	}
	return b, nil
}

// Localizer returns the localizer of a supported language, or of en.
func (b *Bundle) Localizer(lang string) *Localizer {
	if l, ok := b.locs[lang]; ok {
		return l
	}
	return b.locs[Default]
}

// Match picks the supported language for an Accept-Language header, en when none fits.
func (b *Bundle) Match(acceptLanguage string) string {
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return Default
	}
	_, idx, conf := b.matcher.Match(tags...)
	if conf == language.No {
		return Default
	}
	return Languages[idx]
}

// Supported reports whether lang is one of Languages.
func Supported(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// IDs lists the message ids defined in a language, sorted.
func (b *Bundle) IDs(lang string) []string { return b.sorted[lang] }

// Has reports whether lang defines id itself (without falling back).
func (b *Bundle) Has(lang, id string) bool { return b.ids[lang][id] }

// WithPrefix lists the en ids that start with one of the prefixes: the messages an island
// needs are handed to it by prefix.
func (b *Bundle) WithPrefix(prefixes ...string) []string {
	var out []string
	for _, id := range b.IDs(Default) {
		for _, p := range prefixes {
			if strings.HasPrefix(id, p) {
				out = append(out, id)
				break
			}
		}
	}
	return out
}
