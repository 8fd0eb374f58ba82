package blog

import (
	"context"
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

// Marquee is the saved headlines.
func (s *Service) Marquee(ctx context.Context) (Marquee, error) {
	rows, err := s.q.ListMarquee(ctx)
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

// SaveMarquee saves the headlines of every language (a headline per line) and records it.
func (s *Service) SaveMarquee(ctx context.Context, actor audit.Actor, texts map[string]string) error {
	var errs web.FieldErrors
	clean := map[string]string{}
	for _, lang := range Languages {
		lines := headlines(texts[lang])
		if len(lines) > MaxHeadlines {
			errs.Add(lang, "blog.marquee.error.many", map[string]any{"Max": MaxHeadlines})
		}
		for _, l := range lines {
			if len([]rune(l)) > MaxHeadlineRunes {
				errs.Add(lang, "blog.form.error.too_long", map[string]any{"Max": MaxHeadlineRunes})
			}
		}
		clean[lang] = strings.Join(lines, "\n")
	}
	if err := errs.Err(); err != nil {
		return err
	}
	before, err := s.Marquee(ctx)
	if err != nil {
		return err
	}
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
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
