package account

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// Session timeouts, checked against the app's clock on every request. The session store's
// own limits (app/session) are the same, so a session never outlives these.
const (
	IdleTimeout     = 7 * 24 * time.Hour  // signed out after a week without a request
	AbsoluteTimeout = 30 * 24 * time.Hour // signed out 30 days after signing in, however active
	seenGranularity = 5 * time.Minute     // how stale seen_at may get before it is rewritten
)

// StartSession signs the user in on this browser. The session token is renewed first, so a
// token planted before sign-in is worthless after it (no session fixation).
func (s *Service) StartSession(ctx context.Context, userID uuid.UUID) error {
	return s.startSession(ctx, userID, MethodPassword)
}

func (s *Service) startSession(ctx context.Context, userID uuid.UUID, method string) error {
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return err
	}
	if u.DisabledAt != nil { // every way of signing in ends here (docs/accounts.md, "Administration")
		return IdentityError(CodeUserDisabled, nil)
	}
	if err := s.sessions.RenewToken(ctx); err != nil {
		return err
	}
	now := s.now().Unix()
	s.sessions.Remove(ctx, sessionPendingMFA)
	s.sessions.Put(ctx, sessionUserID, userID.String())
	s.putInt(ctx, sessionEpoch, int64(u.SessionEpoch))
	s.putInt(ctx, sessionSignedAt, now)
	s.putInt(ctx, sessionSeenAt, now)
	s.sessions.Put(ctx, sessionMethod, method)
	return nil
}

// EndSession signs this browser out.
func (s *Service) EndSession(ctx context.Context) error {
	return s.sessions.Destroy(ctx)
}

// SignOutEverywhere ends every session of the account, this one included, and what was
// pending (endEverySession), and revokes its API tokens.
func (s *Service) SignOutEverywhere(ctx context.Context, userID uuid.UUID) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := s.endEverySession(ctx, q, userID); err != nil {
			return err
		}
		return q.RevokeAllAPITokens(ctx, store.RevokeAllAPITokensParams{UserID: userID, Now: s.now()})
	})
}

// LoadUser is the shell's user loader: the signed-in user of the request, or nil. A session
// from before "sign out everywhere" (older epoch), of a deleted account, idle too long or
// too old is ended. Only a verified account with an email counts as signed in
// (docs/accounts.md#who-is-signed-in).
func (s *Service) LoadUser(ctx context.Context) (*web.User, error) {
	raw := s.sessions.GetString(ctx, sessionUserID)
	if raw == "" {
		return nil, nil
	}
	id, err := uuid.Parse(raw)
	if err != nil {
		return nil, s.sessions.Destroy(ctx)
	}
	now := s.now()
	signed := time.Unix(s.getInt(ctx, sessionSignedAt), 0)
	seen := time.Unix(s.getInt(ctx, sessionSeenAt), 0)
	if now.Sub(signed) > AbsoluteTimeout || now.Sub(seen) > IdleTimeout {
		return nil, s.sessions.Destroy(ctx)
	}
	row, err := s.q.GetSignedInUser(ctx, id)
	u := row.User
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		// The database failed, not the session: the request fails (503) and the session
		// stays, or an outage would sign everyone out who asked during it.
		return nil, err
	}
	if err != nil || int64(u.SessionEpoch) != s.getInt(ctx, sessionEpoch) || u.DeletedAt != nil || u.DisabledAt != nil {
		return nil, s.sessions.Destroy(ctx)
	}
	if u.EmailVerifiedAt == nil || u.Email == "" {
		return nil, nil
	}
	if now.Sub(seen) > seenGranularity {
		s.putInt(ctx, sessionSeenAt, now.Unix())
	}
	wu := s.toWebUser(u)
	wu.PageVersion = strconv.FormatInt(row.OwnVersion, 10) + "." + strconv.FormatInt(row.SiteVersion, 10)
	return wu, nil
}

// SignInMethod is how the current session signed in ("" for visitors).
func (s *Service) SignInMethod(ctx context.Context) string {
	return s.sessions.GetString(ctx, sessionMethod)
}

// Numbers are kept as strings: the session codec is JSON, which would read them back as
// float64, and scs's GetInt would then answer 0.
func (s *Service) putInt(ctx context.Context, key string, n int64) {
	s.sessions.Put(ctx, key, strconv.FormatInt(n, 10))
}

func (s *Service) getInt(ctx context.Context, key string) int64 {
	n, _ := strconv.ParseInt(s.sessions.GetString(ctx, key), 10, 64)
	return n
}

// endEverySession starts a new session epoch, which ends every session of the account and
// voids its known-device marks (device.go) and its email-change links (checked against the
// epoch), and voids its unused verification and email-change links: a password reset or
// change and "sign out everywhere" end whatever was started before them
// (docs/account-security.md#ending-what-was-pending). Disabling an account does the same
// in its own query (AdminSetDisabled).
func (s *Service) endEverySession(ctx context.Context, q *store.Queries, userID uuid.UUID) error {
	if _, err := q.BumpSessionEpoch(ctx, userID); err != nil {
		return err
	}
	return q.VoidPendingLinks(ctx, store.VoidPendingLinksParams{UserID: userID, Now: s.now()})
}
