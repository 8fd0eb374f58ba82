package profile

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

// Guidance is a wizard section's help text as admins rewrote it (docs/profile.md,
// "Guidance"): a text per language, where "" means the shipped message of that language.
type Guidance struct {
	Section   string            // the section's key
	Texts     map[string]string // language → text
	Version   int               // 0 before any save
	UpdatedAt time.Time         // zero before any save
}

// maxGuidanceLength is the longest help text of a section, in each language.
const maxGuidanceLength = 1000

// guidanceChannel is where a save of the guidance tells every instance (app/signal).
const guidanceChannel = "gc_profile_guidance"

// Guidance is every section's guidance, by section key (each section is there, saved or not).
// Every wizard page reads it, so each instance keeps it in memory while it hears the others'
// saves (signal.Memo): the result is shared, never change it.
func (s *Service) Guidance(ctx context.Context) (map[string]Guidance, error) {
	return s.guidance.Get(ctx)
}

func (s *Service) loadGuidance(ctx context.Context) (map[string]Guidance, error) {
	rows, err := s.q.ListGuidance(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Guidance, len(SectionKeys))
	for _, k := range SectionKeys {
		out[k] = Guidance{Section: k, Texts: map[string]string{}}
	}
	for _, r := range rows {
		if !IsSectionKey(r.Section) {
			continue
		}
		g := Guidance{Section: r.Section, Version: int(r.Version), UpdatedAt: r.UpdatedAt}
		if err := json.Unmarshal(r.Texts, &g.Texts); err != nil {
			return nil, err
		}
		out[r.Section] = g
	}
	return out, nil
}

// GuidanceOf is one section's guidance; web.NotFound for a key that names no section.
func (s *Service) GuidanceOf(ctx context.Context, section string) (Guidance, error) {
	if !IsSectionKey(section) {
		return Guidance{}, web.NotFound()
	}
	all, err := s.Guidance(ctx)
	return all[section], err
}

// HelpTexts are the sections' guidance in lang, by section key: only the sections admins
// rewrote in that language (the others show their shipped message). Every instance shows a
// save at once (Guidance).
func (s *Service) HelpTexts(ctx context.Context, lang string) (map[string]string, error) {
	all, err := s.Guidance(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for k, g := range all {
		if t := g.Texts[lang]; t != "" {
			out[k] = t
		}
	}
	return out, nil
}

// SaveGuidance replaces a section's texts (language → text; a language left out or empty
// shows the shipped message), as of the version the admin saw: a save made since is a 409
// that changes nothing. The change and its audit entry are one transaction.
func (s *Service) SaveGuidance(ctx context.Context, actor audit.Actor, section string, version int, texts map[string]string) (Guidance, error) {
	if !IsSectionKey(section) {
		return Guidance{}, web.NotFound()
	}
	clean := map[string]string{}
	var errs web.FieldErrors
	for _, lang := range i18n.Languages {
		t := cleanText(texts[lang])
		maxLen(&errs, lang, t, maxGuidanceLength)
		if t != "" {
			clean[lang] = t
		}
	}
	if err := errs.Err(); err != nil {
		return Guidance{}, err
	}
	raw, err := json.Marshal(clean)
	if err != nil {
		return Guidance{}, err
	}
	g := Guidance{Section: section, Texts: clean}
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		before := map[string]string{}
		cur, err := q.LockGuidance(ctx, section)
		switch {
		case errors.Is(err, pgx.ErrNoRows): // none saved yet: version 0
		case err != nil:
			return err
		default:
			if err := json.Unmarshal(cur.Texts, &before); err != nil {
				return err
			}
		}
		if version != int(cur.Version) {
			return web.Conflict("profile.guidance.changed")
		}
		row, err := q.SaveGuidance(ctx, store.SaveGuidanceParams{Section: section, Texts: raw, Version: int32(version),
			UpdatedBy: uuid.NullUUID{UUID: actor.ID, Valid: actor.ID != uuid.Nil}, Now: s.now()})
		if errors.Is(err, pgx.ErrNoRows) {
			return web.Conflict("profile.guidance.changed") // a first save of the same section came first
		}
		if err != nil {
			return err
		}
		g.Version, g.UpdatedAt = int(row.Version), row.UpdatedAt
		if err := s.guidance.ChangedTx(ctx, tx); err != nil {
			return err
		}
		was, now := map[string]any{}, map[string]any{}
		for _, lang := range i18n.Languages {
			was[lang], now[lang] = before[lang], clean[lang]
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "profile.guidance.save", ObjectType: "guidance",
			ObjectID: section, ObjectLabel: section, Before: was, After: now})
	})
	return g, err
}
