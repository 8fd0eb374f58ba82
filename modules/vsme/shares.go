package vsme

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/store"
)

// ShareDays are the lifetimes a share link may be given, in days.
var ShareDays = []int{7, 30, 90, 365}

// Share is a link to one year's report, as its owner sees it.
type Share struct {
	ID         uuid.UUID
	Label      string
	Year       int
	ExpiresAt  time.Time
	RevokedAt  *time.Time
	Opens      int64
	LastOpened *time.Time
}

// Active says whether the link still opens.
func (s Share) Active(now time.Time) bool { return s.RevokedAt == nil && now.Before(s.ExpiresAt) }

func tokenHash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// CreateShare makes a link to the year's report for a bank or a customer, valid for days; the
// token is returned once and only its hash kept (docs/vsme.md, "Sharing").
func (s *Service) CreateShare(ctx context.Context, profileID uuid.UUID, year int, label string, days int) (string, error) {
	var fields web.FieldErrors
	label = strings.TrimSpace(label)
	if label == "" || len([]rune(label)) > 120 {
		fields.Add("label", "vsme.share.label_invalid", nil)
	}
	ok := false
	for _, d := range ShareDays {
		ok = ok || d == days
	}
	if !ok {
		fields.Add("days", "vsme.share.days_invalid", nil)
	}
	if fields.Len() > 0 {
		return "", web.Invalid(fields)
	}
	row, err := s.q.GetReportByYear(ctx, store.GetReportByYearParams{ProfileID: profileID, Year: int32(year)})
	if errors.Is(err, pgx.ErrNoRows) {
		return "", web.NotFound()
	}
	if err != nil {
		return "", err
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(b)
	_, err = s.q.InsertShare(ctx, store.InsertShareParams{ProfileID: profileID, ReportID: row.ID, Label: label,
		TokenHash: tokenHash(token), ExpiresAt: s.now().AddDate(0, 0, days)})
	return token, err
}

// Shares lists the company's links, newest first.
func (s *Service) Shares(ctx context.Context, profileID uuid.UUID) ([]Share, error) {
	rows, err := s.q.ListShares(ctx, profileID)
	out := make([]Share, 0, len(rows))
	for _, r := range rows {
		sh := Share{ID: r.ID, Label: r.Label, Year: int(r.Year), ExpiresAt: r.ExpiresAt, RevokedAt: r.RevokedAt, Opens: r.Opens}
		if r.Opens > 0 {
			t := r.LastOpened
			sh.LastOpened = &t
		}
		out = append(out, sh)
	}
	return out, err
}

// RevokeShare ends a link of the company at once.
func (s *Service) RevokeShare(ctx context.Context, profileID, id uuid.UUID) error {
	n, err := s.q.RevokeShare(ctx, store.RevokeShareParams{ID: id, ProfileID: profileID})
	if err == nil && n == 0 {
		return web.NotFound()
	}
	return err
}

// OpenShare is the report a link shows, logging the opening; an unknown, expired or revoked
// link is web.NotFound.
func (s *Service) OpenShare(ctx context.Context, token, format string) (*report.Report, int, time.Time, error) {
	if len(token) != 43 {
		return nil, 0, time.Time{}, web.NotFound()
	}
	row, err := s.q.ShareByToken(ctx, tokenHash(token))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, 0, time.Time{}, web.NotFound()
	}
	if err != nil {
		return nil, 0, time.Time{}, err
	}
	if row.RevokedAt != nil || !s.now().Before(row.ExpiresAt) {
		return nil, 0, time.Time{}, web.NotFound()
	}
	if err := s.q.LogShareOpen(ctx, store.LogShareOpenParams{ShareID: row.ID, ProfileID: row.ProfileID, Format: format}); err != nil {
		return nil, 0, time.Time{}, err
	}
	r, err := decode(row.Data)
	return r, int(row.Year), row.ExpiresAt, err
}
