package site

import (
	"context"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/site/store"
)

// Suggestions (docs/shell.md, "Suggestions"): a signed-in user sends one from the drawer and
// reads its own with their status and answer; admins set the status and answer.

// The statuses of a suggestion, in the order the admins' filter offers them. Names are
// site.suggestion.status.<status>.
const (
	StatusNew      = "new"
	StatusPlanned  = "planned"
	StatusDone     = "done"
	StatusDeclined = "declined"
)

// Statuses are every status a suggestion may have.
var Statuses = []string{StatusNew, StatusPlanned, StatusDone, StatusDeclined}

// Limits of a suggestion, in characters, and how many of its own a user's page lists.
const (
	MaxSubject   = 120
	MaxText      = 4000
	MaxAnswer    = 4000
	ownShownMost = 50
)

// Suggestion is one suggestion with its status and answer.
type Suggestion struct {
	ID         uuid.UUID  `json:"id"`
	UserID     uuid.UUID  `json:"-"`
	Subject    string     `json:"subject"`
	Text       string     `json:"text"`
	Status     string     `json:"status"`
	Answer     string     `json:"answer"`
	AnsweredAt *time.Time `json:"answeredAt"`
	CreatedAt  time.Time  `json:"createdAt"`
	UpdatedAt  time.Time  `json:"-"`
	Version    int64      `json:"-"` // changes with every change: an admin's form names the one it saw
}

func suggestionOf(r store.SiteSuggestion) Suggestion {
	return Suggestion{ID: r.ID, UserID: r.UserID, Subject: r.Subject, Text: r.Body, Status: r.Status, Answer: r.Answer,
		AnsweredAt: r.AnsweredAt, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, Version: int64(r.Version)}
}

// SuggestionInput is a suggestion as the form sends it.
type SuggestionInput struct {
	Subject, Text string
}

// Check cleans the input and returns what is wrong with it (a 422), nil when it may be sent.
func (in *SuggestionInput) Check() error {
	in.Subject = oneLine(in.Subject)
	in.Text = cleanText(in.Text)
	var errs web.FieldErrors
	web.Required(&errs, "subject", in.Subject)
	web.MaxLen(&errs, "subject", in.Subject, MaxSubject)
	web.Required(&errs, "text", in.Text)
	web.MaxLen(&errs, "text", in.Text, MaxText)
	return errs.Err()
}

// Send stores a user's suggestion, status new. The input must have passed Check.
func (s *Service) Send(ctx context.Context, userID uuid.UUID, in SuggestionInput) (Suggestion, error) {
	if err := in.Check(); err != nil {
		return Suggestion{}, err
	}
	r, err := s.q.InsertSuggestion(ctx, store.InsertSuggestionParams{UserID: userID, Subject: in.Subject, Body: in.Text, Now: s.now()})
	return suggestionOf(r), err
}

// Own lists a user's suggestions, newest first (the latest ownShownMost).
func (s *Service) Own(ctx context.Context, userID uuid.UUID) ([]Suggestion, error) {
	rows, err := s.q.ListOwnSuggestions(ctx, store.ListOwnSuggestionsParams{UserID: userID, Lim: ownShownMost})
	out := make([]Suggestion, len(rows))
	for i, r := range rows {
		out[i] = suggestionOf(r)
	}
	return out, err
}

// Export is a user's part of its data export (docs/api.md, "Your data"): every
// suggestion it sent, with its status and answer.
func (s *Service) Export(ctx context.Context, userID uuid.UUID) (any, error) {
	rows, err := s.q.ListOwnSuggestions(ctx, store.ListOwnSuggestionsParams{UserID: userID, Lim: 1 << 30})
	out := make([]Suggestion, len(rows))
	for i, r := range rows {
		out[i] = suggestionOf(r)
	}
	return out, err
}

// AccountDeleted is the account deletion hook (accounts.OnDelete): the user's suggestions
// go with it, in the deletion's transaction.
func (s *Service) AccountDeleted(ctx context.Context, tx pgx.Tx, userID uuid.UUID) (func(context.Context), error) {
	return nil, s.q.WithTx(tx).DeleteUserSuggestions(ctx, userID)
}

// cleanText is text of several lines made safe to store: valid UTF-8, no NUL or other
// control characters but line breaks and tabs, no space around it.
func cleanText(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' || !unicode.IsControl(r) {
			return r
		}
		return -1
	}, strings.ToValidUTF8(strings.ReplaceAll(s, "\r\n", "\n"), ""))
	return strings.TrimSpace(s)
}

// oneLine is a one-line text: cleanText with its line breaks and tabs as spaces.
func oneLine(s string) string {
	return strings.Join(strings.Fields(cleanText(s)), " ")
}
