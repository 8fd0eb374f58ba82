package account

import (
	"context"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
	"greenconnect/modules/account/store"
)

// SignIn is one entry of the sign-in history.
type SignIn struct {
	At        time.Time
	Method    string
	UserAgent string
}

// historyShown is how many sign-ins settings and the API show.
const historyShown = 20

// RecordSignIn adds a sign-in to the history: time, method and browser; the address only
// as a keyed hash, which can tell two sign-ins from the same address apart from others
// but cannot be turned back into the address.
func (s *Service) RecordSignIn(ctx context.Context, userID uuid.UUID, method string, cl Client) error {
	ua := cl.UserAgent
	for utf8.RuneCountInString(ua) > 300 {
		ua = string([]rune(ua)[:300])
	}
	ipHash := ""
	if cl.IP != "" {
		ipHash = ratelimit.HashIP(s.secret, cl.IP)
	}
	_, err := s.q.CreateSignIn(ctx, store.CreateSignInParams{UserID: userID, At: s.now(), Method: method,
		UserAgent: ua, IpHash: ipHash})
	return err
}

// sessionRecorded marks a session whose sign-in is in the history, so a client's report of
// the same sign-in (POST /api/activity/login) does not count it twice.
const sessionRecorded = "signin_recorded"

// SignIns is the account's latest sign-ins, newest first.
func (s *Service) SignIns(ctx context.Context, userID uuid.UUID, limit int) ([]SignIn, error) {
	rows, err := s.q.ListSignIns(ctx, store.ListSignInsParams{UserID: userID, Max: int32(limit)})
	if err != nil {
		return nil, err
	}
	out := make([]SignIn, len(rows))
	for i, r := range rows {
		out[i] = SignIn{At: r.At, Method: r.Method, UserAgent: r.UserAgent}
	}
	return out, nil
}

// Retention of what the account module keeps about past events.
const (
	signInRetention = 365 * 24 * time.Hour // sign-in history older than a year is deleted
	linkRetention   = 7 * 24 * time.Hour   // spent or expired mail links, a week after expiry
)

// Cleanup deletes old sign-in history, long-expired mail links and forgotten sign-in
// failures. The janitor runs it; it
// is idempotent and safe on every instance at once.
func (s *Service) Cleanup(ctx context.Context) (int64, error) {
	now := s.now()
	a, err := s.q.DeleteOldSignIns(ctx, now.Add(-signInRetention))
	if err != nil {
		return a, err
	}
	b, err := s.q.DeleteOldAccountTokens(ctx, now.Add(-linkRetention))
	if err != nil {
		return a + b, err
	}
	c, err := s.q.DeleteOldSignInFailures(ctx, now.Add(-failureMemory))
	return a + b + c, err
}
