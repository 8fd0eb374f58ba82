package account

import (
	"context"
	"errors"
	"mime/multipart"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// recentSignIn is how fresh a sign-in must be to stand in for the password of an account
// that has none (it signs in with Google or Microsoft only).
const recentSignIn = 15 * time.Minute

// ProveIdentity checks that the person at the keyboard is the account's owner before a
// sensitive change: the current password, or, for an account without one, a sign-in within
// the last 15 minutes. It answers the problem with the proof, nil when it is proven.
func (s *Service) ProveIdentity(ctx context.Context, userID uuid.UUID, password string) (*web.Msg, error) {
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	if u.PasswordHash == nil {
		if s.now().Sub(time.Unix(s.getInt(ctx, sessionSignedAt), 0)) > recentSignIn {
			return &web.Msg{Key: CodeKey(CodeRequiresRecentLogin)}, nil
		}
		return nil, nil
	}
	if password == "" {
		return &web.Msg{Key: "account.password.current_required"}, nil
	}
	if len(password) > 4*PasswordMax {
		return &web.Msg{Key: "account.password.current_wrong"}, nil
	}
	ok, err := s.checkPassword(*u.PasswordHash, password)
	if err != nil || ok {
		return nil, err
	}
	return &web.Msg{Key: "account.password.current_wrong"}, nil
}

// ChangePassword sets a new password after checking the current one (an account without
// a password sets its first one); problems with either are a 422 (web.Invalid). Every
// other session ends; the caller restarts this one.
func (s *Service) ChangePassword(ctx context.Context, userID uuid.UUID, current, next, lang string) error {
	var errs web.FieldErrors
	proof, err := s.ProveIdentity(ctx, userID, current)
	if err != nil {
		return err
	}
	addProblem(&errs, "current", proof)
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return err
	}
	addProblem(&errs, "password", CheckPasswordRules(next, u.Email))
	if err := errs.Err(); err != nil {
		return err
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := s.setPassword(ctx, q, u, next); err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.passwordChangedLetter(u, lang))
	})
}

// RestartSession re-issues this browser's session after a change that ended all sessions
// (a new password), keeping how it signed in.
func (s *Service) RestartSession(ctx context.Context, userID uuid.UUID) error {
	method := s.SignInMethod(ctx)
	signed := s.getInt(ctx, sessionSignedAt)
	if err := s.startSession(ctx, userID, method); err != nil {
		return err
	}
	s.putInt(ctx, sessionSignedAt, signed) // the absolute timeout still counts from the sign-in
	return nil
}

// RequestEmailChange mails a confirmation link to the new address. The address changes
// only when that link is followed, which proves the new mailbox; the old address is told
// then. When the new address already has an account, its owner is told instead, and the
// answer here is the same, so the form reveals nothing about other accounts. Problems with
// the address or the proof are a 422 (web.Invalid).
func (s *Service) RequestEmailChange(ctx context.Context, userID uuid.UUID, newEmail, password, lang string) error {
	newEmail = strings.TrimSpace(newEmail)
	var errs web.FieldErrors
	addProblem(&errs, "email", CheckEmail(newEmail))
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return err
	}
	if !errs.Has("email") && strings.EqualFold(newEmail, u.Email) {
		errs.Add("email", "account.email.same", nil)
	}
	proof, err := s.ProveIdentity(ctx, userID, password)
	if err != nil {
		return err
	}
	addProblem(&errs, "current", proof)
	if err := errs.Err(); err != nil {
		return err
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		other, err := q.GetUserByEmail(ctx, newEmail)
		if err == nil {
			return s.mailer.SendTx(ctx, tx, s.accountExistsLetter(other, lang))
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		return s.mailEmailChangeLink(ctx, tx, q, u, newEmail, lang)
	})
}

// mailEmailChangeLink issues a link that changes u's address to newEmail when followed, and
// mails it to newEmail: the one email-change flow, for the owner and for an admin.
func (s *Service) mailEmailChangeLink(ctx context.Context, tx pgx.Tx, q *store.Queries, u store.User, newEmail, lang string) error {
	token, err := s.issueToken(ctx, q, u.ID, PurposeEmailChange, newEmail)
	if err != nil {
		return err
	}
	return s.mailer.SendTx(ctx, tx, s.emailChangeLetter(u, lang, newEmail, token))
}

// PendingEmail is the address an email change waits to be confirmed for ("" if none).
func (s *Service) PendingEmail(ctx context.Context, userID uuid.UUID) (string, error) {
	t, err := s.q.GetPendingEmailChange(ctx, store.GetPendingEmailChangeParams{UserID: userID, Now: s.now()})
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return t.Email, err
}

// CheckEmailChangeLink is the address an email-change link would confirm, without using it
// (the link's page shows it with a button); ErrLinkInvalid or ErrLinkExpired otherwise.
func (s *Service) CheckEmailChangeLink(ctx context.Context, token string) (string, error) {
	t, err := s.peekToken(ctx, s.q, PurposeEmailChange, token)
	if err != nil {
		return "", err
	}
	if _, err := s.emailChangeAccount(ctx, s.q, t); err != nil {
		return "", err
	}
	return t.Email, nil
}

// emailChangeAccount is the account an email-change link changes, when the link still may:
// the account is there, not disabled, and in the session epoch the link was issued in. A
// password reset or change, "sign out everywhere" or an admin disabling the account start a
// new epoch, which ends whatever change was pending (docs/account-security.md).
func (s *Service) emailChangeAccount(ctx context.Context, q *store.Queries, t store.AccountToken) (store.User, error) {
	u, err := q.GetUserByID(ctx, t.UserID)
	if err != nil {
		return u, err
	}
	if u.DeletedAt != nil || u.DisabledAt != nil || u.SessionEpoch != t.SessionEpoch {
		return u, ErrLinkInvalid
	}
	return u, nil
}

// ConfirmEmailChange spends an email-change link (a POST: the link itself only shows a
// button): the account's email becomes the new, now verified, address, and the old address
// is told.
func (s *Service) ConfirmEmailChange(ctx context.Context, token, lang string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		t, err := s.useToken(ctx, q, PurposeEmailChange, token)
		if err != nil {
			return err
		}
		u, err := s.emailChangeAccount(ctx, q, t)
		if err != nil {
			return err
		}
		if err := q.SetUserEmail(ctx, store.SetUserEmailParams{ID: u.ID, Email: t.Email, Now: s.now()}); err != nil {
			if isUniqueViolation(err) {
				return IdentityError(CodeEmailInUse, nil)
			}
			return err
		}
		if err := q.VoidAccountTokens(ctx, store.VoidAccountTokensParams{UserID: u.ID, Purpose: PurposeVerify, Now: s.now()}); err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.emailChangedLetter(u, lang, u.Email, t.Email))
	})
}

// CancelEmailChange voids the account's pending email-change links: the address stays.
func (s *Service) CancelEmailChange(ctx context.Context, userID uuid.UUID) error {
	return s.q.VoidAccountTokens(ctx, store.VoidAccountTokensParams{UserID: userID, Purpose: PurposeEmailChange, Now: s.now()})
}

// SetDisplayName changes the name shown for the account; a name too long is a 422
// (web.Invalid).
func (s *Service) SetDisplayName(ctx context.Context, userID uuid.UUID, name string) error {
	name = strings.TrimSpace(name)
	if m := checkText(name, NameMax, ""); m != nil {
		return web.InvalidField("name", m.Key, m.Data)
	}
	return s.q.SetUserName(ctx, store.SetUserNameParams{ID: userID, DisplayName: name})
}

// SetAvatar stores a new photo (checked by content, decoded and re-encoded by app/upload)
// and deletes the old one. A refused file comes back as *upload.Rejected.
func (s *Service) SetAvatar(ctx context.Context, userID uuid.UUID, fh *multipart.FileHeader) error {
	stored, err := s.uploads.SaveForm(ctx, upload.Avatar, fh)
	if err != nil {
		return err
	}
	return s.replaceAvatar(ctx, userID, &stored.Key)
}

// RemoveAvatar goes back to the default avatar.
func (s *Service) RemoveAvatar(ctx context.Context, userID uuid.UUID) error {
	return s.replaceAvatar(ctx, userID, nil)
}

func (s *Service) replaceAvatar(ctx context.Context, userID uuid.UUID, key *string) error {
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return err
	}
	if err := s.q.SetUserAvatar(ctx, store.SetUserAvatarParams{ID: userID, AvatarKey: key}); err != nil {
		return err
	}
	if u.AvatarKey != nil {
		_ = s.uploads.Delete(ctx, *u.AvatarKey) // the row no longer points at it
	}
	return nil
}
