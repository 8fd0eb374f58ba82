package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/modules/account/store"
)

// RecoveryCodeCount is how many one-time recovery codes an enrolment gives.
const RecoveryCodeCount = 10

// MFAStatus is what the settings page shows about second factors.
type MFAStatus struct {
	Kinds          []string // enrolled factor kinds
	RecoveryUnused int
	RecoveryTotal  int
}

// Enabled reports whether any factor is enrolled.
func (m MFAStatus) Enabled() bool { return len(m.Kinds) > 0 }

// MFA returns the account's second-factor status.
func (s *Service) MFA(ctx context.Context, userID uuid.UUID) (MFAStatus, error) {
	fs, err := s.q.ListFactors(ctx, userID)
	if err != nil {
		return MFAStatus{}, err
	}
	var st MFAStatus
	for _, f := range fs {
		st.Kinds = append(st.Kinds, f.Kind)
	}
	counts, err := s.q.CountRecoveryCodes(ctx, userID)
	st.RecoveryUnused, st.RecoveryTotal = int(counts.Unused), int(counts.Total)
	return st, err
}

// BeginEnrollment starts enrolling a factor of kind for the account.
func (s *Service) BeginEnrollment(kind, account string) (Enrollment, error) {
	f, ok := s.factors[kind]
	if !ok {
		return Enrollment{}, ErrBadCode
	}
	return f.Enroll(account)
}

// ConfirmEnrollment keeps the factor once the first code from it is right, and returns a
// fresh set of recovery codes (shown once). ErrBadCode when the code is wrong.
func (s *Service) ConfirmEnrollment(ctx context.Context, userID uuid.UUID, kind string, secret []byte, code, lang string) ([]string, error) {
	f, ok := s.factors[kind]
	if !ok {
		return nil, ErrBadCode
	}
	step, ok := f.Check(secret, code, s.now())
	if !ok {
		return nil, ErrBadCode
	}
	sealed, err := s.seal(secret)
	if err != nil {
		return nil, err
	}
	var codes []string
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByID(ctx, userID)
		if err != nil {
			return err
		}
		// One factor of a kind: re-enrolling replaces it, and leaves the other kinds (SMS).
		if err := q.DeleteFactorKind(ctx, store.DeleteFactorKindParams{UserID: userID, Kind: kind}); err != nil {
			return err
		}
		id, err := q.CreateFactorReturning(ctx, store.CreateFactorReturningParams{UserID: userID, Kind: kind, Secret: sealed, Now: s.now()})
		if err != nil {
			return err
		}
		if _, err := q.AcceptFactorStep(ctx, store.AcceptFactorStepParams{ID: id, Step: step, Now: s.now()}); err != nil {
			return err
		}
		if codes, err = s.newRecoveryCodes(ctx, q, userID); err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.mfaLetter(u, lang, "account.mail.mfa_enabled"))
	})
	return codes, err
}

// CheckSecondFactor accepts a code from an enrolled factor or an unused recovery code, and
// says which it was ("totp" or "recovery"). ErrBadCode otherwise.
func (s *Service) CheckSecondFactor(ctx context.Context, userID uuid.UUID, code string) (string, error) {
	fs, err := s.q.ListFactors(ctx, userID)
	if err != nil {
		return "", err
	}
	now := s.now()
	for _, row := range fs {
		f, ok := s.factors[row.Kind]
		if !ok {
			continue
		}
		secret, err := s.unseal(row.Secret)
		if err != nil {
			return "", err
		}
		if step, ok := f.Check(secret, code, now); ok {
			n, err := s.q.AcceptFactorStep(ctx, store.AcceptFactorStepParams{ID: row.ID, Step: step, Now: now})
			if err != nil {
				return "", err
			}
			if n == 0 {
				return "", ErrBadCode // this code (or a later one) was already used
			}
			return row.Kind, nil
		}
	}
	if norm := normaliseRecoveryCode(code); len(norm) == recoveryLen {
		n, err := s.q.UseRecoveryCode(ctx, store.UseRecoveryCodeParams{UserID: userID, CodeHash: hashRecovery(norm), Now: now})
		if err != nil {
			return "", err
		}
		if n == 1 {
			return "recovery", nil
		}
	}
	return "", ErrBadCode
}

// ChallengeSecondFactor lets each enrolled factor prepare the sign-in challenge (an SMS
// factor sends its code).
func (s *Service) ChallengeSecondFactor(ctx context.Context, userID uuid.UUID) error {
	fs, err := s.q.ListFactors(ctx, userID)
	if err != nil {
		return err
	}
	for _, row := range fs {
		if f, ok := s.factors[row.Kind]; ok {
			secret, err := s.unseal(row.Secret)
			if err != nil {
				return err
			}
			if err := f.Challenge(ctx, secret); err != nil {
				return err
			}
		}
	}
	return nil
}

// DisableMFA removes every factor and recovery code. The caller has checked the password
// or a code.
func (s *Service) DisableMFA(ctx context.Context, userID uuid.UUID, lang string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByID(ctx, userID)
		if err != nil {
			return err
		}
		if err := q.DeleteFactors(ctx, userID); err != nil {
			return err
		}
		if err := q.DeleteRecoveryCodes(ctx, userID); err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.mfaLetter(u, lang, "account.mail.mfa_disabled"))
	})
}

// RegenerateRecoveryCodes replaces the recovery codes; the old ones stop working.
func (s *Service) RegenerateRecoveryCodes(ctx context.Context, userID uuid.UUID, lang string) ([]string, error) {
	var codes []string
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByID(ctx, userID)
		if err != nil {
			return err
		}
		if codes, err = s.newRecoveryCodes(ctx, q, userID); err != nil {
			return err
		}
		return s.mailer.SendTx(ctx, tx, s.mfaLetter(u, lang, "account.mail.mfa_codes"))
	})
	return codes, err
}

// Recovery codes: 12 characters from an alphabet without look-alikes (about 59 bits), shown
// as xxxx-xxxx-xxxx and stored as SHA-256.
const (
	recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"
	recoveryLen      = 12
)

func (s *Service) newRecoveryCodes(ctx context.Context, q *store.Queries, userID uuid.UUID) ([]string, error) {
	if err := q.DeleteRecoveryCodes(ctx, userID); err != nil {
		return nil, err
	}
	codes := make([]string, 0, RecoveryCodeCount)
	for len(codes) < RecoveryCodeCount {
		raw := randomFrom(recoveryAlphabet, recoveryLen)
		if err := q.CreateRecoveryCode(ctx, store.CreateRecoveryCodeParams{UserID: userID, CodeHash: hashRecovery(raw), Now: s.now()}); err != nil {
			return nil, err
		}
		codes = append(codes, raw[:4]+"-"+raw[4:8]+"-"+raw[8:])
	}
	return codes, nil
}

func normaliseRecoveryCode(code string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(code)))
}

func hashRecovery(norm string) []byte {
	h := sha256.Sum256([]byte("recovery:" + norm))
	return h[:]
}

// randomFrom draws n characters uniformly from alphabet.
func randomFrom(alphabet string, n int) string {
	out := make([]byte, n)
	buf := make([]byte, 1)
	for i := 0; i < n; {
		if _, err := rand.Read(buf); err != nil {
			panic(err)
		}
		// Rejection sampling keeps the draw uniform.
		if int(buf[0]) >= 256-256%len(alphabet) {
			continue
		}
		out[i] = alphabet[int(buf[0])%len(alphabet)]
		i++
	}
	return string(out)
}
