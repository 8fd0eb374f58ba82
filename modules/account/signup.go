package account

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// SignUpInput is the sign-up form.
type SignUpInput struct {
	Email       string
	Password    string
	CompanyName string
	AcceptTerms bool
	Lang        string // the page's language: the letter's, unless the account has one saved
}

// check is what is wrong with the form, if anything.
func (in SignUpInput) check() web.FieldErrors {
	var errs web.FieldErrors
	addProblem(&errs, "email", CheckEmail(in.Email))
	addProblem(&errs, "password", CheckPasswordRules(in.Password, in.Email))
	addProblem(&errs, "company", checkText(in.CompanyName, CompanyMax, "account.signup.company_required"))
	if !in.AcceptTerms {
		errs.Add("terms", "account.signup.terms_required", nil)
	}
	return errs
}

// SignUp creates an unverified account and mails its verification link. It answers the
// same whether or not the address already has an account, so the form cannot be used to
// find out who is registered: an existing verified account is told by mail instead. The
// password and company name wait with the new link, the first sign-up's too, and apply
// only when that link is used; the account and its other links stay as they are. So a
// sign-up by someone who does not own the mailbox changes nothing, and an account created
// with someone else's address is not confirmed with its creator's password through any
// other link (docs/account-security.md#pending-passwords). A refused form is a 422
// (web.Invalid).
func (s *Service) SignUp(ctx context.Context, in SignUpInput) error {
	in.Email, in.CompanyName = strings.TrimSpace(in.Email), strings.TrimSpace(in.CompanyName)
	if err := in.check().Err(); err != nil {
		return err
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return err
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByEmail(ctx, in.Email)
		pending := pendingSignUp{PasswordHash: &hash, CompanyName: &in.CompanyName, BrowserHash: s.signUpBrowser(ctx)}
		switch {
		case err == nil && u.EmailVerifiedAt != nil:
			return s.mailer.SendTx(ctx, tx, s.accountExistsLetter(u, in.Lang))
		case err == nil:
			u.CompanyName = in.CompanyName // as the letter names it
		case errors.Is(err, pgx.ErrNoRows):
			u, err = q.CreateUser(ctx, store.CreateUserParams{Email: in.Email, CompanyName: in.CompanyName, Roles: []string{}})
			if err != nil {
				return err
			}
		default:
			return err
		}
		token, err := s.newToken(ctx, q, u.ID, PurposeVerify, u.Email, pending)
		if err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.verifyLetter(u, in.Lang, token))
	})
}

// ResendVerification mails a new verification link when the address has an unverified
// account, and does nothing otherwise (the answer is the same either way). The new link
// carries what the newest usable link this browser signed up with waits to apply, and
// nothing when it signed up with none; the older links keep working.
func (s *Service) ResendVerification(ctx context.Context, email, lang string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByEmail(ctx, strings.TrimSpace(email))
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && u.EmailVerifiedAt != nil) {
			return nil
		}
		if err != nil {
			return err
		}
		return s.mailVerifyLinkAgain(ctx, tx, q, u, lang)
	})
}

// mailVerifyLinkAgain mails the unverified account u a new verification link: the one
// resend, for the visitor and for an admin. It carries what the newest usable link waits to
// apply only when this browser made that sign-up (signUpBrowser): a password typed in
// another browser, perhaps by someone who used the owner's address, never rides on a link
// the owner asked for. Without one, confirming leads to choosing a password.
func (s *Service) mailVerifyLinkAgain(ctx context.Context, tx pgx.Tx, q *store.Queries, u store.User, lang string) error {
	var pending pendingSignUp
	newest, err := q.GetNewestVerifyToken(ctx, store.GetNewestVerifyTokenParams{UserID: u.ID, Now: s.now(), BrowserHash: s.browserHash(ctx)})
	switch {
	case err == nil && !s.signedUpHere(ctx, newest):
	case err == nil:
		pending = pendingSignUp{PasswordHash: newest.PasswordHash, CompanyName: newest.CompanyName, BrowserHash: newest.BrowserHash}
		if newest.CompanyName != nil {
			u.CompanyName = *newest.CompanyName
		}
	case !errors.Is(err, pgx.ErrNoRows):
		return err
	}
	token, err := s.newToken(ctx, q, u.ID, PurposeVerify, u.Email, pending)
	if err != nil {
		return err
	}
	return s.mailer.SendTx(ctx, tx, s.verifyLetter(u, lang, token))
}

// CheckVerifyLink says what a verification link would do, without using it: the address
// it confirms, or ErrLinkInvalid, ErrLinkExpired or ErrAlreadyConfirmed (with the address).
func (s *Service) CheckVerifyLink(ctx context.Context, token string) (string, error) {
	t, err := s.peekToken(ctx, s.q, PurposeVerify, token)
	if err == nil {
		return t.Email, nil
	}
	if err = s.confirmedOr(ctx, s.q, t, err); errors.Is(err, ErrAlreadyConfirmed) {
		return t.Email, err
	}
	return "", err
}

// confirmedOr turns the refusal of a known verification link into ErrAlreadyConfirmed when
// its account is verified at the address it was sent to.
func (s *Service) confirmedOr(ctx context.Context, q *store.Queries, t store.AccountToken, err error) error {
	if t.ID == 0 || (!errors.Is(err, ErrLinkInvalid) && !errors.Is(err, ErrLinkExpired)) {
		return err
	}
	u, uerr := q.GetUserByID(ctx, t.UserID)
	if uerr == nil && u.EmailVerifiedAt != nil && u.DeletedAt == nil && strings.EqualFold(u.Email, t.Email) {
		return ErrAlreadyConfirmed
	}
	return err
}

// Verified is a verification link that was used.
type Verified struct {
	UserID uuid.UUID
	Email  string
	// NoSignIn: the account is left without a way to sign in (it had only identities linked
	// before the address was proven, now dropped): its owner chooses a password next.
	NoSignIn bool
}

// VerifyEmail spends a verification link (a POST: the link itself only shows a button). It
// fails with ErrLinkInvalid, ErrLinkExpired or ErrAlreadyConfirmed; a link for an address
// the account no longer has is invalid. The address being proven, the identities linked
// before are dropped, but the one this browser signed in with (identity_proof.go).
func (s *Service) VerifyEmail(ctx context.Context, token string) (Verified, error) {
	var v Verified
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		t, err := s.useToken(ctx, q, PurposeVerify, token)
		if err != nil {
			return s.confirmedOr(ctx, q, t, err)
		}
		n, err := q.MarkEmailVerified(ctx, store.MarkEmailVerifiedParams{ID: t.UserID, Email: t.Email, Now: s.now()})
		if err != nil {
			return err
		}
		if n == 0 {
			return s.confirmedOr(ctx, q, t, ErrLinkInvalid)
		}
		if err := s.dropUnprovenIdentities(ctx, q, t.UserID); err != nil {
			return err
		}
		if err := s.applyPendingSignUp(ctx, q, t); err != nil {
			return err
		}
		u, err := q.GetUserByID(ctx, t.UserID)
		if err != nil {
			return err
		}
		v.UserID, v.Email = u.ID, u.Email
		ids, err := q.ListIdentities(ctx, t.UserID)
		v.NoSignIn = u.PasswordHash == nil && len(ids) == 0
		return err
	})
	return v, err
}

// PasswordLink is a one-hour link to set the account's password, for the person who has
// just proven its mailbox in this browser (or for the operator, in `admin create`).
func (s *Service) PasswordLink(ctx context.Context, userID uuid.UUID) (string, error) {
	var path string
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByID(ctx, userID)
		if err != nil {
			return err
		}
		path, err = s.passwordLinkTx(ctx, q, u)
		return err
	})
	return path, err
}

func (s *Service) passwordLinkTx(ctx context.Context, q *store.Queries, u store.User) (string, error) {
	token, err := s.issueToken(ctx, q, u.ID, PurposeReset, u.Email)
	return resetLinkPath(token), err
}

// applyPendingSignUp applies what a used verification link waited to apply, and voids the
// account's other verification links: the address is confirmed, what they carry is moot.
// A new password ends every session of the account.
func (s *Service) applyPendingSignUp(ctx context.Context, q *store.Queries, t store.AccountToken) error {
	now := s.now()
	if err := q.VoidAccountTokens(ctx, store.VoidAccountTokensParams{UserID: t.UserID, Purpose: PurposeVerify, Now: now}); err != nil {
		return err
	}
	if t.CompanyName != nil {
		if err := q.SetUserCompanyName(ctx, store.SetUserCompanyNameParams{ID: t.UserID, CompanyName: *t.CompanyName}); err != nil {
			return err
		}
	}
	if t.PasswordHash == nil {
		return nil
	}
	if err := q.SetUserPassword(ctx, store.SetUserPasswordParams{ID: t.UserID, PasswordHash: t.PasswordHash, Now: now}); err != nil {
		return err
	}
	_, err := q.BumpSessionEpoch(ctx, t.UserID)
	return err
}
