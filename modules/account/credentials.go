package account

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/account/store"
)

// Why a password sign-in was refused.
var (
	ErrInvalidCredentials = errors.New("account: wrong email or password")
	ErrUnverified         = errors.New("account: email not verified")
)

// dummyHash is checked when the email is unknown or the account has no password, so that
// every refusal costs one argon2id verification and timing does not tell who is registered
// (docs/account-security.md#timing).
var dummyHash, _ = HashPassword("greenconnect: no such account")

// passwordHashedMax is how many bytes of a typed password are hashed: the rules allow 128
// characters of up to 4 bytes. A longer input is refused, but only after the same work.
const passwordHashedMax = 4 * PasswordMax

// checkCredentials checks a password for the account looked up by its email (found false:
// none). ErrInvalidCredentials for an unknown email, a wrong password or an account without
// a password; ErrUnverified (with the account) when the password is right but the email is
// not verified yet. Each of these runs exactly one verification of at most
// passwordHashedMax bytes. It applies no limit: sign-in goes through SignInWithPassword.
func (s *Service) checkCredentials(u store.User, found bool, password string) (store.User, error) {
	known := found && u.PasswordHash != nil
	hash := dummyHash
	if known {
		hash = *u.PasswordHash
	}
	tooLong := len(password) > passwordHashedMax
	if tooLong {
		password = password[:passwordHashedMax]
	}
	ok, err := s.checkPassword(hash, password)
	if err != nil {
		return store.User{}, err
	}
	if !known || !ok || tooLong {
		return store.User{}, ErrInvalidCredentials
	}
	if u.EmailVerifiedAt == nil {
		return u, ErrUnverified
	}
	if u.DisabledAt != nil {
		return u, IdentityError(CodeUserDisabled, nil)
	}
	return u, nil
}

// PasswordAttempt is a password sign-in as the form sent it.
type PasswordAttempt struct {
	Email, Password string
	Code            string // a second-factor code, offered while the account is held back
	IP              string
	Device          string // the known-device mark (cookie), if any
}

// PasswordSignIn is a password sign-in that succeeded.
type PasswordSignIn struct {
	UserID           uuid.UUID
	Email            string
	SecondFactorDone bool // a code was given and checked too: no second step
}

// SignInWithPassword checks a password sign-in against the limits, then the password
// (docs/account-security.md#limits):
//   - failures, not successes, count: per address (limitSignInIP) and, with growing delays,
//     per account;
//   - from a device that signed in to the account before, only that device's own failures
//     count;
//   - while the account is held back, a right second-factor code lets the password be
//     checked, and then signs in at once.
//
// It answers *Held while a limit holds, ErrBadCode for a wrong code, ErrInvalidCredentials
// or ErrUnverified as checkCredentials does. Held attempts check no password, so guessing
// during a delay learns nothing.
func (s *Service) SignInWithPassword(ctx context.Context, a PasswordAttempt) (PasswordSignIn, error) {
	u, err := s.q.GetUserByEmail(ctx, strings.TrimSpace(a.Email))
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return PasswordSignIn{}, err
	}
	found := err == nil
	device := ""
	if found {
		device = s.knownDevice(a.Device, u.ID, u.SessionEpoch)
		if u.EmailVerifiedAt == nil && u.PasswordHash == nil {
			// A sign-up's password waits on its link: the right one is told to confirm the
			// address first (ErrUnverified), as before the password waited.
			pw, err := s.q.GetPendingPassword(ctx, store.GetPendingPasswordParams{UserID: u.ID, Now: s.now(), BrowserHash: s.browserHash(ctx)})
			if err != nil && !errors.Is(err, pgx.ErrNoRows) {
				return PasswordSignIn{}, err
			}
			if err == nil {
				u.PasswordHash = &pw
			}
		}
	}
	key, ip := s.accountKey("signin", a.Email), s.ipKey("signin-failed", a.IP)
	if device != "" {
		key, ip = "account:signin:device:"+device, ""
	}
	if ip != "" {
		if wait, err := s.limiter.Peek(ctx, ip, limitSignInIP); err != nil || wait > 0 {
			return PasswordSignIn{}, heldOr(wait, false, err)
		}
	}
	wait, err := s.failureWait(ctx, key)
	if err != nil {
		return PasswordSignIn{}, err
	}
	res := PasswordSignIn{}
	if wait > 0 {
		if a.Code == "" {
			return res, &Held{Wait: wait, Account: true}
		}
		if !found {
			return res, ErrBadCode // as for an account without a second factor: the answer names no one
		}
		if _, err := s.checkCode(ctx, u.ID.String(), func() (string, error) { return s.CheckSecondFactor(ctx, u.ID, a.Code) }); err != nil {
			return res, err
		}
		res.SecondFactorDone = true
	}
	u, err = s.checkCredentials(u, found, a.Password)
	res.UserID, res.Email = u.ID, u.Email
	switch {
	case errors.Is(err, ErrInvalidCredentials):
		if err := s.addFailure(ctx, key); err != nil {
			return res, err
		}
		if ip != "" {
			if err := s.limiter.Hit(ctx, ip, limitSignInIP); err != nil {
				return res, err
			}
		}
		return res, ErrInvalidCredentials
	case err != nil:
		return res, err
	}
	if !res.SecondFactorDone {
		// A success through the delay (with a code) leaves the account's count as it is:
		// the owner signing in must not give whoever is guessing a fresh start.
		err = s.q.ClearSignInFailures(ctx, key)
	}
	return res, err
}

// heldOr is err, or the address's hold when there was no error.
func heldOr(wait time.Duration, account bool, err error) error {
	if err != nil {
		return err
	}
	return &Held{Wait: wait, Account: account}
}

// PasswordCheck is one argon2id verification the service ran: against the dummy hash (an
// unknown email or an account without a password) or a real one, and how many bytes of
// password it hashed.
type PasswordCheck struct {
	Dummy bool
	Bytes int
}

// RecordPasswordChecks makes the service report every password verification it runs, before
// it serves requests: what the tests count to prove that signing in does the same work
// whoever asks (modules/account/timing_test.go). It lives beside the code it watches, not in
// an export_test.go, so the account's tests stay external (docs/conventions.md, "Tests").
func (s *Service) RecordPasswordChecks(record func(PasswordCheck)) {
	inner := s.checkPassword
	s.checkPassword = func(hash, password string) (bool, error) {
		record(PasswordCheck{Dummy: hash == dummyHash, Bytes: len(password)})
		return inner(hash, password)
	}
}
