package account

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/web"
)

// Sign-in methods, as the history records them.
const (
	MethodPassword  = "password"
	MethodGoogle    = "google"
	MethodMicrosoft = "microsoft"
	MethodAPI       = "api"
)

// pendingTTL is how long the second step of a sign-in may wait.
const pendingTTL = 10 * time.Minute

const sessionPendingMFA = "mfa_pending"

// Client is who is signing in: its browser and address for the history, and the language
// of its page for a letter the sign-in causes (an identity linked by it).
type Client struct {
	UserAgent string
	IP        string
	Lang      string
	Factor    string // the second factor this sign-in passed ("totp", "sms", "recovery"), else ""
}

// pendingSignIn is a sign-in waiting for its second factor.
type pendingSignIn struct {
	UserID uuid.UUID `json:"uid"`
	Method string    `json:"method"`
	Next   string    `json:"next"`
	At     int64     `json:"at"`
}

// BeginSignIn signs the user in after a first factor (password or OIDC), or, when a second
// factor is enrolled, keeps the sign-in pending and reports that a code is needed (a
// two-step resolve: docs/accounts.md#signing-in).
func (s *Service) BeginSignIn(ctx context.Context, userID uuid.UUID, method, next string, cl Client) (needsCode bool, res SignInResult, err error) {
	st, err := s.MFA(ctx, userID)
	if err != nil {
		return false, res, err
	}
	if !st.Enabled() {
		res, err = s.CompleteSignIn(ctx, userID, method, cl)
		return false, res, err
	}
	raw, _ := json.Marshal(pendingSignIn{UserID: userID, Method: method, Next: next, At: s.now().Unix()})
	s.sessions.Put(ctx, sessionPendingMFA, string(raw))
	if len(st.Kinds) == 1 && st.Kinds[0] == FactorSMS && s.SMSOffered() {
		// SMS is the only factor: its code goes out now. With an authenticator app too, the
		// person chooses on the next page. A limit that holds is shown there when asking again.
		if err := s.SendSignInSMS(ctx, userID, cl.Lang, cl.IP); err != nil && !isTooMany(err) {
			return true, res, err
		}
	}
	return true, res, s.ChallengeSecondFactor(ctx, userID)
}

func isTooMany(err error) bool {
	var e *web.Error
	return errors.As(err, &e) && e.Status == http.StatusTooManyRequests
}

// PendingSignIn is the sign-in waiting for a code in this browser, if any and not stale.
func (s *Service) PendingSignIn(ctx context.Context) (userID uuid.UUID, method, next string, ok bool) {
	var p pendingSignIn
	raw := s.sessions.GetString(ctx, sessionPendingMFA)
	if raw == "" || json.Unmarshal([]byte(raw), &p) != nil || s.now().Sub(time.Unix(p.At, 0)) > pendingTTL {
		return uuid.Nil, "", "", false
	}
	return p.UserID, p.Method, p.Next, true
}

// CancelPendingSignIn forgets a pending sign-in.
func (s *Service) CancelPendingSignIn(ctx context.Context) { s.sessions.Remove(ctx, sessionPendingMFA) }

// SignInResult says what else happened at sign-in.
type SignInResult struct {
	Linked string // provider linked because this sign-in proved control of the account
}

// CompleteSignIn starts the session (renewing its token), records the sign-in and, when
// this browser was asked to prove control of the account to link an OIDC identity with
// the same email, links it now.
func (s *Service) CompleteSignIn(ctx context.Context, userID uuid.UUID, method string, cl Client) (SignInResult, error) {
	var res SignInResult
	pending, hasPending := s.pendingIdentity(ctx)
	if err := s.startSession(ctx, userID, method); err != nil {
		return res, err
	}
	if err := s.RecordSignIn(ctx, userID, method, cl); err != nil {
		return res, err
	}
	s.putInt(ctx, sessionRecorded, s.now().Unix())
	if hasPending && pending.Intent == intentLink {
		u, err := s.q.GetUserByID(ctx, userID)
		if err != nil {
			return res, err
		}
		if strings.EqualFold(u.Email, pending.Email) {
			if err := s.linkIdentity(ctx, u, pending, cl.Lang); err != nil && !errors.Is(err, ErrIdentityInUse) {
				return res, err
			}
			res.Linked = pending.Provider
		}
		s.clearPendingIdentity(ctx)
	}
	return res, nil
}
