package account

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/nyaruka/phonenumbers"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// The SMS second factor (docs/account-security.md, "SMS codes"): a phone number confirmed
// by a code sent to it, then a code by SMS at sign-in. The number is sealed in mfa_factors
// as a TOTP secret is; codes are HMACs in sms_codes, single-use, valid ten minutes, five
// wrong tries each; sending goes through a job (sms_job.go) with retries.

// FactorSMS is the stored kind of the SMS factor.
const FactorSMS = "sms"

// What an SMS code is for.
const (
	smsEnrol  = "enrol"
	smsSignIn = "signin"
)

const (
	smsCodeTTL   = 10 * time.Minute
	smsCodeTries = 5
	smsCodeLen   = 6
)

// SMSOffered reports whether the SMS factor can be used: a provider is configured.
func (s *Service) SMSOffered() bool { return s.sms != nil }

// ParsePhone reads a phone number typed in international form ("+40 721 234 567") and
// returns it in E.164 ("+40721234567"), or the message saying what is wrong.
func ParsePhone(raw string) (string, *web.Msg) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return "", &web.Msg{Key: "account.sms.phone_required"}
	}
	if len(raw) > 32 || !strings.HasPrefix(raw, "+") {
		return "", &web.Msg{Key: "account.sms.phone_invalid"}
	}
	n, err := phonenumbers.Parse(raw, "")
	if err != nil || !phonenumbers.IsValidNumber(n) {
		return "", &web.Msg{Key: "account.sms.phone_invalid"}
	}
	return phonenumbers.Format(n, phonenumbers.E164), nil
}

// MaskPhone shows a number's last digits only: "+40 ••• 567".
func MaskPhone(e164 string) string {
	if len(e164) < 6 {
		return "•••"
	}
	n, err := phonenumbers.Parse(e164, "")
	prefix := e164[:3]
	if err == nil {
		prefix = fmt.Sprintf("+%d", n.GetCountryCode())
	}
	return prefix + " ••• " + e164[len(e164)-3:]
}

func (s *Service) keyed(parts ...string) []byte {
	m := hmac.New(sha256.New, s.sealKey)
	m.Write([]byte(strings.Join(parts, "\x00")))
	return m.Sum(nil)
}

func (s *Service) phoneHash(e164 string) []byte { return s.keyed("sms-phone", e164) }

func (s *Service) smsCodeHash(userID uuid.UUID, code string) []byte {
	return s.keyed("sms-code", userID.String(), code)
}

func newSMSCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic(err)
	}
	return fmt.Sprintf("%0*d", smsCodeLen, n.Int64())
}

// sendSMSCode makes a new code for purpose, voids the earlier ones, and queues its SMS to
// phone, within the budgets (smsBudget: 429 when one is spent). ip is the client's address.
func (s *Service) sendSMSCode(ctx context.Context, userID uuid.UUID, phone, purpose, lang, ip string) error {
	if s.sms == nil {
		return web.NotFound()
	}
	if err := s.smsBudget(ctx, userID, phone, purpose, ip); err != nil {
		return err
	}
	code := newSMSCode()
	now := s.now()
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := q.VoidSMSCodes(ctx, store.VoidSMSCodesParams{UserID: userID, Purpose: purpose, Now: now}); err != nil {
			return err
		}
		if _, err := q.CreateSMSCode(ctx, store.CreateSMSCodeParams{UserID: userID, Purpose: purpose, PhoneHash: s.phoneHash(phone),
			CodeHash: s.smsCodeHash(userID, code), ExpiresAt: now.Add(smsCodeTTL), Now: now}); err != nil {
			return err
		}
		return s.queueSMS(ctx, tx, phone, s.smsText(lang, code), now.Add(smsCodeTTL))
	})
}

// checkSMSCode spends the newest usable code of purpose when code is it (and, for an
// enrolment, it went to phone); a wrong code counts a try. ErrBadCode otherwise.
func (s *Service) checkSMSCode(ctx context.Context, userID uuid.UUID, purpose, phone, code string) error {
	code = strings.TrimSpace(code)
	ok := false
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		row, err := q.LatestSMSCode(ctx, store.LatestSMSCodeParams{UserID: userID, Purpose: purpose, Now: s.now()})
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if phone != "" && !hmac.Equal(row.PhoneHash, s.phoneHash(phone)) {
			return nil
		}
		if !hmac.Equal(row.CodeHash, s.smsCodeHash(userID, code)) {
			return q.CountSMSCodeTry(ctx, store.CountSMSCodeTryParams{ID: row.ID, MaxAttempts: smsCodeTries, Now: s.now()})
		}
		ok = true
		return q.SpendSMSCode(ctx, store.SpendSMSCodeParams{ID: row.ID, Now: s.now()})
	})
	if err == nil && !ok {
		return ErrBadCode
	}
	return err
}

// StartSMSEnrolment checks the number typed (CheckPhone) and sends it a code; it returns the
// number in E.164. A number refused is a 422 on "phone". ip is the client's address.
func (s *Service) StartSMSEnrolment(ctx context.Context, userID uuid.UUID, raw, lang, ip string) (string, error) {
	phone, problem := s.CheckPhone(raw)
	if problem != nil {
		return "", web.InvalidField("phone", problem.Key, problem.Data)
	}
	return phone, s.sendSMSCode(ctx, userID, phone, smsEnrol, lang, ip)
}

// ConfirmSMSEnrolment keeps phone as the account's SMS factor once the code sent to it is
// right. The account's recovery codes are kept; an account without any gets a set, returned
// to be shown once (nil when it had some). ErrBadCode when the code is wrong.
func (s *Service) ConfirmSMSEnrolment(ctx context.Context, userID uuid.UUID, phone, code, lang string) ([]string, error) {
	if err := s.checkSMSCode(ctx, userID, smsEnrol, phone, code); err != nil {
		return nil, err
	}
	sealed, err := s.seal([]byte(phone))
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
		if err := q.DeleteFactorKind(ctx, store.DeleteFactorKindParams{UserID: userID, Kind: FactorSMS}); err != nil {
			return err
		}
		if _, err := q.CreateFactorReturning(ctx, store.CreateFactorReturningParams{UserID: userID, Kind: FactorSMS, Secret: sealed, Now: s.now()}); err != nil {
			return err
		}
		counts, err := q.CountRecoveryCodes(ctx, userID)
		if err != nil {
			return err
		}
		if counts.Unused == 0 {
			if codes, err = s.newRecoveryCodes(ctx, q, userID); err != nil {
				return err
			}
		}
		return s.mailer.SendTx(ctx, tx, s.mfaLetter(u, lang, "account.mail.mfa_sms"))
	})
	return codes, err
}

// SMSPhone is the account's enrolled number ("" when it has no SMS factor).
func (s *Service) SMSPhone(ctx context.Context, userID uuid.UUID) (string, error) {
	fs, err := s.q.ListFactors(ctx, userID)
	if err != nil {
		return "", err
	}
	for _, f := range fs {
		if f.Kind == FactorSMS {
			raw, err := s.unseal(f.Secret)
			return string(raw), err
		}
	}
	return "", nil
}

// SendSignInSMS texts a sign-in code to the account's enrolled number (web.NotFound when it
// has none). ip is the client's address.
func (s *Service) SendSignInSMS(ctx context.Context, userID uuid.UUID, lang, ip string) error {
	phone, err := s.SMSPhone(ctx, userID)
	if err != nil {
		return err
	}
	if phone == "" {
		return web.NotFound()
	}
	return s.sendSMSCode(ctx, userID, phone, smsSignIn, lang, ip)
}

// CheckSignInCode is the second step's check: a code of the authenticator app, a recovery
// code, or the code texted for this sign-in; it says which ("totp", "recovery", "sms").
func (s *Service) CheckSignInCode(ctx context.Context, userID uuid.UUID, code string) (string, error) {
	kind, err := s.CheckSecondFactor(ctx, userID, code)
	if !errors.Is(err, ErrBadCode) {
		return kind, err
	}
	if err := s.checkSMSCode(ctx, userID, smsSignIn, "", code); err != nil {
		return "", err
	}
	return FactorSMS, nil
}

// smsText is the code's message in lang.
func (s *Service) smsText(lang, code string) string {
	if s.bundle == nil {
		return "Green Connect code: " + code
	}
	return s.bundle.Localizer(lang).T("account.sms.text", map[string]any{"Code": code, "Minutes": int(smsCodeTTL.Minutes())})
}
