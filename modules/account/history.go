package account

import (
	"context"
	"encoding/json"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
	"greenconnect/modules/account/signins"
	"greenconnect/modules/account/store"
)

// SignIn is one entry of the sign-in history (docs/accounts.md, "Sign-in history").
type SignIn struct {
	At        time.Time `json:"at"`
	Method    string    `json:"method"`  // password, google, microsoft, api
	Factor    string    `json:"factor"`  // the second factor passed: totp, sms, recovery, or ""
	Browser   string    `json:"browser"` // the browser's family, "other", or "" without a User-Agent
	Network   string    `json:"network"` // the address's /24 or /64, never the address
	UserAgent string    `json:"userAgent"`
}

// historyShown is how many sign-ins settings and the API show.
const historyShown = 20

// Retention of the sign-in history: an account keeps its newest signInsKept sign-ins, none
// older than signInRetention; each new sign-in prunes the account's older ones.
const signInsKept = 20

// RecordSignIn adds a sign-in to the history: time, method, second factor, browser and
// network; the address itself only as a keyed hash, which can tell two sign-ins from the
// same address apart from others but cannot be turned back into the address.
func (s *Service) RecordSignIn(ctx context.Context, userID uuid.UUID, method string, cl Client) error {
	ua := cl.UserAgent
	for utf8.RuneCountInString(ua) > 300 {
		ua = string([]rune(ua)[:300])
	}
	ipHash := ""
	if cl.IP != "" {
		ipHash = ratelimit.HashIP(s.secret, cl.IP)
	}
	now := s.now()
	if _, err := s.q.CreateSignIn(ctx, store.CreateSignInParams{UserID: userID, At: now, Method: method,
		Factor: cl.Factor, UserAgent: ua, Browser: signins.Family(cl.UserAgent), Network: signins.Network(cl.IP),
		IpHash: ipHash}); err != nil {
		return err
	}
	_, err := s.q.PruneSignIns(ctx, store.PruneSignInsParams{UserID: userID, Before: now.Add(-signInRetention),
		Keep: signInsKept})
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
		out[i] = SignIn{At: r.At, Method: r.Method, Factor: r.Factor, Browser: r.Browser, Network: r.Network,
			UserAgent: r.UserAgent}
	}
	return out, nil
}

// loginJSON is a sign-in as the owner's record lists it (docs/profile.md, "The record").
type loginJSON struct {
	At      time.Time `json:"at"`
	Method  string    `json:"method"`
	Factor  string    `json:"factor"`
	Browser string    `json:"browser"`
	Network string    `json:"network"`
}

// RecordLogins are the owner's record's "logins": the account's kept sign-ins, newest first.
func (s *Service) RecordLogins(ctx context.Context, userID uuid.UUID) ([]json.RawMessage, error) {
	ins, err := s.SignIns(ctx, userID, signInsKept)
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, 0, len(ins))
	for _, in := range ins {
		raw, err := json.Marshal(loginJSON{At: in.At.UTC(), Method: in.Method, Factor: in.Factor, Browser: in.Browser,
			Network: in.Network})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}

// Retention of what the account module keeps about past events.
const (
	signInRetention = 90 * 24 * time.Hour // sign-in history older than 90 days is deleted
	linkRetention   = 7 * 24 * time.Hour  // spent or expired mail links, a week after expiry
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
