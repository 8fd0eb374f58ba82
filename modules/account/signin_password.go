package account

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"greenconnect/modules/account/store"
)

// PasswordAttempt is a password sign-in as the form sent it.
type PasswordAttempt struct {
	Email, Password string
	Code            string // a second-factor code, offered while the account is held back
	IP              string
	Device          string // the known-device mark (cookie), if any
}

// PasswordSignIn is a password sign-in that succeeded.
type PasswordSignIn struct {
	User             store.User
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
		device = s.knownDevice(a.Device, u.ID)
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
	res.User, err = s.checkCredentials(u, found, a.Password)
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
