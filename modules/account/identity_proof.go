package account

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/account/store"
)

// An account created through a provider that does not vouch for its email is linked to
// that provider identity before anyone has proven the mailbox. When the address is proven
// (verification link, password reset, a sign-up's link, `admin create`, or a provider that
// vouches for it), the identities linked before are dropped: whoever controls them may not
// own the mailbox. The one exception is the identity this very browser signed in with, when
// the proof happens in it too: the same person proved both (docs/account-security.md).

const sessionHeldIdentity = "oidc_held"

// heldIdentity is a provider identity this browser signed in with while its account's
// address was not proven.
type heldIdentity struct {
	UserID   uuid.UUID `json:"uid"`
	Provider string    `json:"provider"`
	Subject  string    `json:"sub"`
	At       int64     `json:"at"`
}

// holdIdentity remembers, in this browser's session, that it signed in with the identity.
func (s *Service) holdIdentity(ctx context.Context, userID uuid.UUID, provider, subject string) {
	raw, _ := json.Marshal(heldIdentity{UserID: userID, Provider: provider, Subject: subject, At: s.now().Unix()})
	s.sessions.Put(ctx, sessionHeldIdentity, string(raw))
}

// heldFor is the identity this browser holds for the account, if any (as long as a
// verification link lives).
func (s *Service) heldFor(ctx context.Context, userID uuid.UUID) (provider, subject string) {
	var h heldIdentity
	raw := s.sessions.GetString(ctx, sessionHeldIdentity)
	if raw == "" || json.Unmarshal([]byte(raw), &h) != nil || h.UserID != userID ||
		s.now().Sub(time.Unix(h.At, 0)) > tokenTTL[PurposeVerify] {
		return "", ""
	}
	return h.Provider, h.Subject
}

// dropUnprovenIdentities removes the identities linked to an account whose address has
// just been proven for the first time, but the one this browser holds.
func (s *Service) dropUnprovenIdentities(ctx context.Context, q *store.Queries, userID uuid.UUID) error {
	provider, subject := s.heldFor(ctx, userID)
	_, err := q.DeleteIdentitiesExcept(ctx, store.DeleteIdentitiesExceptParams{UserID: userID,
		KeepProvider: provider, KeepSubject: subject})
	return err
}
