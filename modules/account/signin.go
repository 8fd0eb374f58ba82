package account

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/app/web"
)

// StartSession signs the user in on this browser. The session token is renewed first, so a
// token planted before sign-in is worthless after it (no session fixation).
func (s *Service) StartSession(ctx context.Context, userID uuid.UUID) error {
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return err
	}
	if err := s.sessions.RenewToken(ctx); err != nil {
		return err
	}
	s.sessions.Put(ctx, sessionUserID, userID.String())
	s.sessions.Put(ctx, sessionEpoch, int(u.SessionEpoch))
	return nil
}

// EndSession signs this browser out.
func (s *Service) EndSession(ctx context.Context) error {
	return s.sessions.Destroy(ctx)
}

// LoadUser is the shell's user loader: the signed-in user of the request, or nil. A session
// from before "sign out everywhere" (older epoch) or of a deleted account is ended.
// Only a verified account with an email counts as signed in (seed §5).
func (s *Service) LoadUser(ctx context.Context) (*web.User, error) {
	raw := s.sessions.GetString(ctx, sessionUserID)
	if raw == "" {
		return nil, nil
	}
	id, err := uuid.Parse(raw)
	if err != nil {
		return nil, s.sessions.Destroy(ctx)
	}
	u, err := s.q.GetUserByID(ctx, id)
	if err != nil || int(u.SessionEpoch) != s.sessions.GetInt(ctx, sessionEpoch) {
		return nil, s.sessions.Destroy(ctx)
	}
	if u.EmailVerifiedAt == nil || u.Email == "" {
		return nil, nil
	}
	return toWebUser(u), nil
}
