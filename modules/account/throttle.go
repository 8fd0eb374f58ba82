package account

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/ratelimit"
	"greenconnect/modules/account/store"
)

// Growing delays after failed password sign-ins (docs/account-security.md#limits): the
// first few failures cost nothing, then each one doubles the wait before the next attempt,
// up to a quarter of an hour. A day without failures forgets them.
const (
	freeFailures  = 5
	firstDelay    = 15 * time.Second
	maxDelay      = 15 * time.Minute
	failureMemory = 24 * time.Hour
)

// delayAfter is how long an account (or device) waits after n consecutive failures.
func delayAfter(n int) time.Duration {
	if n < freeFailures {
		return 0
	}
	d := firstDelay
	for i := freeFailures; i < n && d < maxDelay; i++ {
		d *= 2
	}
	return min(d, maxDelay)
}

// Held is the answer to a sign-in that must wait. Account is true when the account (or the
// device) is held back by failures; its owner can still sign in with a second-factor code.
// Otherwise the address is held back.
type Held struct {
	Wait    time.Duration
	Account bool
}

func (h *Held) Error() string { return "account: sign-in held back for " + h.Wait.String() }

// failureWait is how long key must still wait before its next attempt.
func (s *Service) failureWait(ctx context.Context, key string) (time.Duration, error) {
	row, err := s.q.GetSignInFailures(ctx, key)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	now := s.now()
	if now.Sub(row.LastFailureAt) > failureMemory {
		return 0, nil
	}
	return max(row.LastFailureAt.Add(delayAfter(int(row.Failures))).Sub(now), 0), nil
}

func (s *Service) addFailure(ctx context.Context, key string) error {
	now := s.now()
	_, err := s.q.AddSignInFailure(ctx, store.AddSignInFailureParams{Key: key, Now: now, ForgetBefore: now.Add(-failureMemory)})
	return err
}

// accountKey and ipKey name what is counted; neither the email nor the address is stored
// as such, only keyed hashes of them.
func (s *Service) accountKey(action, email string) string {
	return "account:" + action + ":acct:" + ratelimit.HashIP(s.secret, strings.ToLower(strings.TrimSpace(email)))
}

func (s *Service) ipKey(action, ip string) string {
	return "account:" + action + ":ip:" + ratelimit.HashClient(s.secret, ip)
}

// checkCode accepts a second-factor code under its own limit, which counts wrong codes only
// (limitCodeAccount): a right code is never held back by others' wrong ones for long.
func (s *Service) checkCode(ctx context.Context, userID string, check func() (string, error)) (string, error) {
	key := "account:code:" + userID
	wait, err := s.limiter.Peek(ctx, key, limitCodeAccount)
	if err != nil {
		return "", err
	}
	if wait > 0 {
		return "", &Held{Wait: wait}
	}
	used, err := check()
	if errors.Is(err, ErrBadCode) {
		if err := s.limiter.Hit(ctx, key, limitCodeAccount); err != nil {
			return "", err
		}
	}
	return used, err
}
