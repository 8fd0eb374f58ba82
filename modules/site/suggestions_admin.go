package site

import (
	"context"
	"errors"
	"slices"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/site/store"
)

// The admins' side of the suggestions (docs/shell.md, "Suggestions"): the list, one
// suggestion, and the answer.

// The audit log's actions on suggestions (docs/audit.md).
const (
	ActionAnswer = "site.suggestion.answer"        // the answer changed (and the status, maybe): mailed
	ActionStatus = "site.suggestion.status_change" // only the status changed: not mailed
)

// AdminSuggestion is a suggestion with its sender's address, for the admins.
type AdminSuggestion struct {
	Suggestion
	Email      string // the sender's
	AnsweredBy string // the address of the admin who answered last, "" for none
}

// SuggestionFilter is what the admins' list asks for (from a web.ListQuery).
type SuggestionFilter struct {
	Q, Status, Sort string
	Desc            bool
	Limit, Offset   int32
}

// AdminSuggestions is a page of suggestions and how many match in all.
func (s *Service) AdminSuggestions(ctx context.Context, f SuggestionFilter) ([]AdminSuggestion, int, error) {
	rows, err := s.q.ListAdminSuggestions(ctx, store.ListAdminSuggestionsParams{Q: f.Q, Status: f.Status, Sort: f.Sort,
		Descending: f.Desc, Lim: f.Limit, Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	n, err := s.q.CountAdminSuggestions(ctx, store.CountAdminSuggestionsParams{Q: f.Q, Status: f.Status})
	out := make([]AdminSuggestion, len(rows))
	for i, r := range rows {
		out[i] = AdminSuggestion{Email: r.Email, Suggestion: suggestionOf(store.SiteSuggestion{ID: r.ID, UserID: r.UserID,
			Subject: r.Subject, Body: r.Body, Status: r.Status, Answer: r.Answer, AnsweredAt: r.AnsweredAt,
			AnsweredBy: r.AnsweredBy, Version: r.Version, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt})}
	}
	return out, int(n), err
}

// AdminSuggestion is one suggestion; web.NotFound when there is none.
func (s *Service) AdminSuggestion(ctx context.Context, id uuid.UUID) (AdminSuggestion, error) {
	r, err := s.q.GetSuggestion(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return AdminSuggestion{}, web.NotFound()
	}
	if err != nil {
		return AdminSuggestion{}, err
	}
	return AdminSuggestion{Email: r.Email, AnsweredBy: r.AnsweredByEmail, Suggestion: suggestionOf(store.SiteSuggestion{
		ID: r.ID, UserID: r.UserID, Subject: r.Subject, Body: r.Body, Status: r.Status, Answer: r.Answer,
		AnsweredAt: r.AnsweredAt, AnsweredBy: r.AnsweredBy, Version: r.Version, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt})}, nil
}

// AnswerInput is an admin's decision on a suggestion as the form sends it.
type AnswerInput struct {
	Status, Answer string
}

// Answer sets a suggestion's status and answer as of the version the admin saw: web.NotFound
// when it is gone, web.Conflict when it changed since, a 422 for a bad status, a too long
// answer or nothing changed. A new or changed answer is mailed to the sender in its
// language; the change, its audit entry and the letter are one transaction.
func (s *Service) Answer(ctx context.Context, actor audit.Actor, id uuid.UUID, version int64, in AnswerInput) error {
	in.Answer = cleanText(in.Answer)
	var errs web.FieldErrors
	if !slices.Contains(Statuses, in.Status) {
		errs.Add("status", "site.suggestion.error.status", nil)
	}
	web.MaxLen(&errs, "answer", in.Answer, MaxAnswer)
	if err := errs.Err(); err != nil {
		return err
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		old, err := q.LockSuggestion(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return web.NotFound()
		}
		if err != nil {
			return err
		}
		if int64(old.Version) != version {
			return web.Conflict("site.suggestion.admin.changed")
		}
		answered := in.Answer != old.Answer
		if !answered && in.Status == old.Status {
			return web.InvalidField("status", "site.suggestion.error.unchanged", nil)
		}
		p := store.AnswerSuggestionParams{ID: id, Status: in.Status, Answer: in.Answer, AnsweredAt: old.AnsweredAt,
			AnsweredBy: old.AnsweredBy, Now: s.now()}
		action := ActionStatus
		if answered {
			now := s.now()
			p.AnsweredAt, p.AnsweredBy, action = &now, uuid.NullUUID{UUID: actor.ID, Valid: actor.ID != uuid.Nil}, ActionAnswer
		}
		if _, err := q.AnswerSuggestion(ctx, p); err != nil {
			return err
		}
		if answered && in.Answer != "" {
			if err := s.mailAnswer(ctx, tx, old, in); err != nil {
				return err
			}
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: action, ObjectType: "suggestion", ObjectID: id.String(),
			ObjectLabel: old.Subject, Before: map[string]any{"status": old.Status, "answer": old.Answer},
			After: map[string]any{"status": in.Status, "answer": in.Answer}})
	})
}

// mailAnswer writes the admin's answer to the sender, in its language, queued in tx.
func (s *Service) mailAnswer(ctx context.Context, tx pgx.Tx, old store.SiteSuggestion, in AnswerInput) error {
	u, err := s.users(ctx, old.UserID)
	if err != nil {
		return err
	}
	if u.Email == "" {
		return nil // a deleted account: nobody to write to
	}
	l := mail.Letter{To: u.Email, Lang: "en", Name: u.Name, Subject: mail.T("site.mail.answer.subject"),
		Lines: []mail.Text{mail.T("site.mail.answer.text", map[string]any{"Subject": old.Subject}),
			mail.T("site.mail.answer.status." + in.Status),
			mail.T("site.mail.answer.answer", map[string]any{"Answer": in.Answer})},
		Action: &mail.Action{Label: mail.T("site.mail.answer.action"), URL: s.mailer.URL(SuggestionsPath)}}
	if u.Prefs != nil && u.Prefs.Locale != "" {
		l.Lang = u.Prefs.Locale
	}
	return s.mailer.SendTx(ctx, tx, l)
}

// StaffQueues is the new suggestions waiting for an admin (docs/shell.md, "Dashboard");
// nothing for anyone else.
func (s *Service) StaffQueues(ctx context.Context, admin bool) ([]web.StaffQueue, error) {
	if !admin {
		return nil, nil
	}
	n, err := s.q.CountSuggestionsByStatus(ctx, StatusNew)
	if err != nil {
		return nil, err
	}
	q := web.StaffQueue{Key: "suggestions", Area: "admin-suggestions", Title: web.Msg{Key: "site.suggestion.dashboard.queue"},
		Count: int(n), Href: AdminSuggestionsPath, Order: 50}
	if at, err := s.q.OldestSuggestionByStatus(ctx, StatusNew); err == nil {
		q.Oldest = &at
	} else if !errors.Is(err, pgx.ErrNoRows) {
		return nil, err
	}
	return []web.StaffQueue{q}, nil
}
