package blog

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// Languages are the marquee's languages.
var Languages = []string{"en", "fr", "ro", "zh"}

// Marquee limits: headlines per language and characters per headline.
const (
	MaxHeadlines     = 5
	MaxHeadlineRunes = 200
)

// Marquee is the headlines per language.
type Marquee map[string][]string

// marqueeChannel is where an instance that saved the marquee tells the others to drop
// their copy (signal.Memo).
const marqueeChannel = "gc_blog_marquee"

// Marquee is the saved headlines, kept in memory until a save on any instance.
func (s *Service) Marquee(ctx context.Context) (Marquee, error) { return s.marquee.Get(ctx) }

func marqueeOf(ctx context.Context, q *store.Queries) (Marquee, error) {
	rows, err := q.ListMarquee(ctx)
	if err != nil {
		return nil, err
	}
	m := Marquee{}
	for _, r := range rows {
		m[r.Lang] = headlines(r.Headlines)
	}
	return m, nil
}

// Headlines are the marquee's headlines in lang, or the English ones when lang has none
// (the landing page's hook).
func (s *Service) Headlines(ctx context.Context, lang string) []string {
	m, err := s.Marquee(ctx)
	if err != nil {
		web.Log(ctx).Error("blog: read the marquee", "err", err)
		return nil
	}
	if h := m[lang]; len(h) > 0 {
		return h
	}
	return m["en"]
}

// MarqueeVersion names the marquee's state, for an edit form to post back: a save over a
// marquee changed since is refused (docs/blog.md, "The marquee").
func MarqueeVersion(m Marquee) string {
	h := sha256.New()
	for _, lang := range Languages {
		h.Write([]byte(lang + "\x00" + strings.Join(m[lang], "\n") + "\x00"))
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// SaveMarquee saves the headlines of every language (a headline per line) and records it.
// seen is the MarqueeVersion the admin edited: web.Conflict when the marquee changed since
// ("" saves over whatever is there).
func (s *Service) SaveMarquee(ctx context.Context, actor audit.Actor, texts map[string]string, seen string) error {
	var errs web.FieldErrors
	clean := map[string]string{}
	for _, lang := range Languages {
		lines := headlines(texts[lang])
		if len(lines) > MaxHeadlines {
			errs.Add(lang, "blog.marquee.error.many", map[string]any{"Max": MaxHeadlines})
		}
		for _, l := range lines {
			if len([]rune(l)) > MaxHeadlineRunes {
				errs.Add(lang, "form.error.too_long", map[string]any{"Max": MaxHeadlineRunes})
			}
		}
		clean[lang] = strings.Join(lines, "\n")
	}
	if err := errs.Err(); err != nil {
		return err
	}
	var before Marquee
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := q.LockMarquee(ctx); err != nil { // two saves take turns: the second sees the first
			return err
		}
		var err error
		if before, err = marqueeOf(ctx, q); err != nil {
			return err
		}
		if seen != "" && MarqueeVersion(before) != seen {
			return web.Conflict("blog.marquee.changed")
		}
		if err := s.marquee.ChangedTx(ctx, tx); err != nil { // every instance drops its copy on commit
			return err
		}
		for _, lang := range Languages {
			if err := q.SaveMarquee(ctx, store.SaveMarqueeParams{Lang: lang, Headlines: clean[lang], Now: s.now()}); err != nil {
				return err
			}
		}
		after := map[string]any{}
		was := map[string]any{}
		for _, lang := range Languages {
			after[lang], was[lang] = clean[lang], strings.Join(before[lang], "\n")
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: ActionMarquee, ObjectType: "marquee", ObjectID: "marquee",
			ObjectLabel: "marquee", Before: was, After: after})
	})
	if err == nil {
		s.changed(ctx, uuid.Nil, MarqueeTag)
	}
	return err
}

// headlines splits a text into its non-empty lines, cleaned.
func headlines(text string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if l = strings.TrimSpace(web.CleanText(l)); l != "" {
			out = append(out, l)
		}
	}
	return out
}
