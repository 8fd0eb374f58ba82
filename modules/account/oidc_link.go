package account

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// ErrIdentityInUse: the provider identity belongs to another account.
var ErrIdentityInUse = errors.New("account: identity linked to another account")

const sessionPendingIdentity = "oidc_pending"

// pendingIdentity is a verified provider identity this browser is holding until the person
// either proves control of the account with its email (link) or finishes signing up.
type pendingIdentity struct {
	Provider string `json:"provider"`
	Subject  string `json:"sub"`
	Email    string `json:"email"`
	Name     string `json:"name"`
	Verified bool   `json:"verified"` // the provider vouches for the email
	Intent   string `json:"intent"`   // intentLink: prove control; intentSignIn: complete sign-up
	Next     string `json:"next"`
	At       int64  `json:"at"`
}

// OIDC outcomes for the callback page.
const (
	OIDCSignIn       = "signin"        // UserID signs in (BeginSignIn: a second factor may follow)
	OIDCLinked       = "linked"        // added to the signed-in account
	OIDCLinkRequired = "link_required" // an account has this email: sign in to it to link
	OIDCSignUp       = "signup"        // no account: finish signing up
)

// OIDCResult is what the callback does next.
type OIDCResult struct {
	Outcome  string
	UserID   uuid.UUID
	Email    string
	Provider string // its label
	Next     string
}

// FinishOIDC handles the provider's answer. signedIn is the current user (uuid.Nil for a
// visitor) when the round trip was started from account settings to link the provider;
// lang is the language of the page, for the letter a link sends.
//
// An identity never attaches itself to an existing account because the emails match: the
// person must prove control of that account first (sign in to it), or the account must be
// one nobody has proven yet (unverified), in which case a provider-verified email claims
// it and the unproven password is removed.
func (s *Service) FinishOIDC(ctx context.Context, name string, q url.Values, signedIn uuid.UUID, lang string) (OIDCResult, error) {
	id, flow, err := s.finishOIDC(ctx, name, q)
	if err != nil {
		return OIDCResult{}, err
	}
	res := OIDCResult{Email: id.Email, Provider: s.ProviderLabel(name), Next: flow.Next}
	existing, err := s.q.GetIdentity(ctx, store.GetIdentityParams{Provider: name, Subject: id.Subject})
	switch {
	case err == nil:
		if signedIn != uuid.Nil && flow.Intent == intentLink {
			if existing.UserID != signedIn {
				return res, IdentityError(CodeCredentialInUse, map[string]any{"Provider": res.Provider})
			}
			res.Outcome = OIDCLinked
			return res, nil
		}
		_ = s.q.TouchIdentity(ctx, store.TouchIdentityParams{Provider: name, Subject: id.Subject, Email: id.Email, Now: s.now()})
		if u, err := s.q.GetUserByID(ctx, existing.UserID); err == nil && u.EmailVerifiedAt == nil {
			s.holdIdentity(ctx, u.ID, name, id.Subject) // it may confirm the address in this browser
		}
		res.Outcome, res.UserID = OIDCSignIn, existing.UserID
		return res, nil
	case !errors.Is(err, pgx.ErrNoRows):
		return res, err
	}
	if signedIn != uuid.Nil && flow.Intent == intentLink {
		u, err := s.q.GetUserByID(ctx, signedIn)
		if err != nil {
			return res, err
		}
		if err := s.linkIdentity(ctx, u, id, lang); err != nil {
			if errors.Is(err, ErrIdentityInUse) {
				return res, IdentityError(CodeCredentialInUse, map[string]any{"Provider": res.Provider})
			}
			return res, err
		}
		res.Outcome = OIDCLinked
		return res, nil
	}
	u, err := s.q.GetUserByEmail(ctx, id.Email)
	switch {
	case err == nil && u.EmailVerifiedAt == nil && id.Verified:
		if err := s.claimUnverified(ctx, u, id); err != nil {
			return res, err
		}
		res.Outcome, res.UserID = OIDCSignIn, u.ID
		return res, nil
	case err == nil:
		id.Intent = intentLink
		s.putPendingIdentity(ctx, id)
		res.Outcome = OIDCLinkRequired
		return res, nil
	case !errors.Is(err, pgx.ErrNoRows):
		return res, err
	}
	id.Intent = intentSignIn
	s.putPendingIdentity(ctx, id)
	res.Outcome = OIDCSignUp
	return res, nil
}

func (s *Service) putPendingIdentity(ctx context.Context, id pendingIdentity) {
	raw, _ := json.Marshal(id)
	s.sessions.Put(ctx, sessionPendingIdentity, string(raw))
}

func (s *Service) pendingIdentity(ctx context.Context) (pendingIdentity, bool) {
	var id pendingIdentity
	raw := s.sessions.GetString(ctx, sessionPendingIdentity)
	if raw == "" || json.Unmarshal([]byte(raw), &id) != nil || s.now().Sub(time.Unix(id.At, 0)) > 30*time.Minute {
		return pendingIdentity{}, false
	}
	return id, true
}

func (s *Service) clearPendingIdentity(ctx context.Context) {
	s.sessions.Remove(ctx, sessionPendingIdentity)
}

// PendingLink is the provider label and email of an identity waiting to be linked by a
// sign-in in this browser ("" when none).
func (s *Service) PendingLink(ctx context.Context) (provider, email string) {
	if id, ok := s.pendingIdentity(ctx); ok && id.Intent == intentLink {
		return s.ProviderLabel(id.Provider), id.Email
	}
	return "", ""
}

// linkIdentity adds the identity to the account and tells the account by mail.
func (s *Service) linkIdentity(ctx context.Context, u store.User, id pendingIdentity, lang string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if _, err := q.DeleteIdentity(ctx, store.DeleteIdentityParams{UserID: u.ID, Provider: id.Provider}); err != nil {
			return err
		}
		err := q.CreateIdentity(ctx, store.CreateIdentityParams{Provider: id.Provider, Subject: id.Subject,
			UserID: u.ID, Email: id.Email, Now: s.now()})
		if isUniqueViolation(err) {
			return ErrIdentityInUse
		}
		if err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.methodAddedLetter(u, lang, s.ProviderLabel(id.Provider)))
	})
}

// claimUnverified gives an account nobody has proven to the provider-verified owner of
// its email: the password set without proof is removed (an attacker may have chosen it)
// and every session and open link ends.
func (s *Service) claimUnverified(ctx context.Context, u store.User, id pendingIdentity) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := s.restartUnproven(ctx, q, u); err != nil {
			return err
		}
		return q.CreateIdentity(ctx, store.CreateIdentityParams{Provider: id.Provider, Subject: id.Subject,
			UserID: u.ID, Email: id.Email, Now: s.now()})
	})
}

// restartUnproven takes an unverified account from whoever created it: the password and
// every identity linked to it go, every session and open link ends, and the address counts
// as verified (the caller has proof of it).
func (s *Service) restartUnproven(ctx context.Context, q *store.Queries, u store.User) error {
	now := s.now()
	if err := q.SetUserPassword(ctx, store.SetUserPasswordParams{ID: u.ID, PasswordHash: nil, Now: now}); err != nil {
		return err
	}
	if _, err := q.DeleteIdentitiesExcept(ctx, store.DeleteIdentitiesExceptParams{UserID: u.ID}); err != nil {
		return err
	}
	if _, err := q.BumpSessionEpoch(ctx, u.ID); err != nil {
		return err
	}
	for _, purpose := range []string{PurposeVerify, PurposeReset, PurposeEmailChange} {
		if err := q.VoidAccountTokens(ctx, store.VoidAccountTokensParams{UserID: u.ID, Purpose: purpose, Now: now}); err != nil {
			return err
		}
	}
	_, err := q.MarkEmailVerified(ctx, store.MarkEmailVerifiedParams{ID: u.ID, Email: u.Email, Now: now})
	return err
}

// PendingSignUp is the provider label and email of an identity waiting for its sign-up to
// be finished in this browser.
func (s *Service) PendingSignUp(ctx context.Context) (provider, email string, ok bool) {
	id, ok := s.pendingIdentity(ctx)
	if !ok || id.Intent != intentSignIn {
		return "", "", false
	}
	return s.ProviderLabel(id.Provider), id.Email, true
}

// CompleteOIDCSignUp creates the account of the pending identity with the company name the
// person gave; a refused form is a 422 (web.Invalid). Verified is false when the provider
// does not vouch for the email: a verification link has then been mailed, and sign-in waits
// for it.
func (s *Service) CompleteOIDCSignUp(ctx context.Context, companyName string, terms bool, lang string) (userID uuid.UUID, method, next string, verified bool, err error) {
	id, ok := s.pendingIdentity(ctx)
	if !ok || id.Intent != intentSignIn {
		return uuid.Nil, "", "", false, IdentityError(CodeCancelledPopup, nil)
	}
	var errs web.FieldErrors
	addProblem(&errs, "company", checkText(companyName, CompanyMax, "account.signup.company_required"))
	if !terms {
		errs.Add("terms", "account.signup.terms_required", nil)
	}
	if err := errs.Err(); err != nil {
		return uuid.Nil, "", "", false, err
	}
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		var at *time.Time
		if id.Verified {
			now := s.now()
			at = &now
		}
		name := strings.TrimSpace(id.Name)
		if len([]rune(name)) > NameMax {
			name = string([]rune(name)[:NameMax])
		}
		u, err := q.CreateUser(ctx, store.CreateUserParams{Email: id.Email, DisplayName: name,
			CompanyName: strings.TrimSpace(companyName), EmailVerifiedAt: at, Roles: []string{}})
		if isUniqueViolation(err) {
			return IdentityError(CodeEmailInUse, nil)
		}
		if err != nil {
			return err
		}
		if err := q.CreateIdentity(ctx, store.CreateIdentityParams{Provider: id.Provider, Subject: id.Subject,
			UserID: u.ID, Email: id.Email, Now: s.now()}); err != nil {
			if isUniqueViolation(err) {
				return IdentityError(CodeCredentialInUse, map[string]any{"Provider": s.ProviderLabel(id.Provider)})
			}
			return err
		}
		userID = u.ID
		if id.Verified {
			return nil
		}
		token, err := s.issueToken(ctx, q, u.ID, PurposeVerify, u.Email)
		if err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.verifyLetter(u, lang, token))
	})
	if err == nil {
		s.clearPendingIdentity(ctx)
		if !id.Verified {
			s.holdIdentity(ctx, userID, id.Provider, id.Subject)
		}
	}
	return userID, id.Provider, id.Next, id.Verified, err
}
