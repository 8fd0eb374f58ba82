// Package account owns identity: users, sign-in sessions, roles. Other modules reach it
// only through Service.
package account

import (
	"context"
	"embed"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/audit"
	"greenconnect/app/i18n"
	"greenconnect/app/jobs"
	"greenconnect/app/mail"
	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Role names carried on the account (docs/accounts.md#roles).
const (
	RoleAdmin     = "admin"
	RoleModerator = "moderator"
)

// Session keys.
const (
	sessionUserID   = "uid"
	sessionEpoch    = "epoch"
	sessionSignedAt = "signed_at" // unix seconds of the sign-in: absolute timeout
	sessionSeenAt   = "seen_at"   // unix seconds of the last request, refreshed every few minutes: idle timeout
	sessionMethod   = "method"    // how this session signed in
)

// ErrEmailTaken is returned when an account with the email exists.
var ErrEmailTaken = errors.New("account: email already registered")

// Service is the account module's API for the rest of the app.
type Service struct {
	q        *store.Queries
	pool     *pgxpool.Pool
	sessions *session.Sessions
	now      func() time.Time
	mailer   *mail.Mailer
	jobs     *jobs.Queue
	limiter  *ratelimit.Limiter
	uploads  *upload.Store
	audit    *audit.Log
	sms      SMSSender // nil: the SMS factor is not offered
	bundle   *i18n.Bundle
	secret   string
	sealKey  []byte
	// What may be texted and how much (sms_rules.go).
	smsCountries map[string]bool
	smsDaily     int
	factors      map[string]Factor
	providers    map[string]*provider
	onDelete     []DeleteHook
	exports      []exportPart // each module's part of the data export (export.go)
	// checkPassword verifies a password against its argon2id hash (CheckPassword; tests
	// count the calls with RecordPasswordChecks).
	checkPassword func(hash, password string) (bool, error)
}

// ServiceDeps are what the service needs, every one of them set (the admin command too
// wires the whole server); Now defaults to time.Now.
type ServiceDeps struct {
	Pool     *pgxpool.Pool
	Sessions *session.Sessions
	Now      func() time.Time
	Mailer   *mail.Mailer
	Jobs     *jobs.Queue // background work (the reset-request job)
	Limiter  *ratelimit.Limiter
	Uploads  *upload.Store
	Audit    *audit.Log   // the admin area's changes are recorded (docs/audit.md)
	SMS      SMSSender    // sends the SMS factor's codes; nil when no provider is configured
	Bundle   *i18n.Bundle // the texts of SMS messages
	Secret   string       // SESSION_SECRET: keys IP hashes and seals second-factor secrets
	// SMSCountries are the countries codes are texted to (SMS_COUNTRIES; empty: the
	// defaults, DefaultSMSCountries); SMSDailyLimit the texts a day all accounts together
	// may cause (SMS_DAILY_LIMIT; 0: DefaultSMSDailyLimit). sms_rules.go.
	SMSCountries  []string
	SMSDailyLimit int
}

// NewService returns the service.
func NewService(d ServiceDeps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	s := &Service{q: store.New(d.Pool), pool: d.Pool, sessions: d.Sessions, now: d.Now, mailer: d.Mailer,
		jobs: d.Jobs, limiter: d.Limiter, uploads: d.Uploads, audit: d.Audit, sms: d.SMS, bundle: d.Bundle, secret: d.Secret, sealKey: sealKey(d.Secret),
		providers: map[string]*provider{}, checkPassword: CheckPassword,
		smsCountries: smsCountrySet(d.SMSCountries), smsDaily: d.SMSDailyLimit}
	if s.smsDaily <= 0 {
		s.smsDaily = DefaultSMSDailyLimit
	}
	s.factors = map[string]Factor{FactorTOTP: TOTP{}}
	jobs.Register(d.Jobs, &resetRequestWorker{svc: s})
	registerSMS(s)
	return s
}

// NewUser is what creating an account needs.
type NewUser struct {
	Email    string
	Password string // empty: no password (OIDC-only account)
	// PasswordHash, when set, is kept instead of hashing Password: a HashPassword result
	// the caller made once for many accounts with the same password (demo data, tests'
	// accounts; docs/conventions.md, "Tests").
	PasswordHash string
	DisplayName  string
	CompanyName  string
	Verified     bool
	Roles        []string
}

// Create makes an account. The email is kept as typed but unique regardless of case.
func (s *Service) Create(ctx context.Context, nu NewUser) (uuid.UUID, error) {
	var hash *string
	if nu.PasswordHash != "" {
		hash = &nu.PasswordHash
	} else if nu.Password != "" {
		h, err := HashPassword(nu.Password)
		if err != nil {
			return uuid.Nil, err
		}
		hash = &h
	}
	var verified *time.Time
	if nu.Verified {
		t := s.now()
		verified = &t
	}
	roles := nu.Roles
	if roles == nil {
		roles = []string{}
	}
	u, err := s.q.CreateUser(ctx, store.CreateUserParams{
		Email: strings.TrimSpace(nu.Email), PasswordHash: hash, DisplayName: nu.DisplayName,
		CompanyName: nu.CompanyName, EmailVerifiedAt: verified, Roles: roles,
	})
	if isUniqueViolation(err) {
		return uuid.Nil, ErrEmailTaken
	}
	return u.ID, err
}

// ByEmail finds an account by email (any case); web.NotFound when there is none.
func (s *Service) ByEmail(ctx context.Context, email string) (Identity, error) {
	u, err := s.q.GetUserByEmail(ctx, strings.TrimSpace(email))
	if errors.Is(err, pgx.ErrNoRows) {
		return Identity{}, web.NotFound()
	}
	if err != nil {
		return Identity{}, err
	}
	return identityOf(u), nil
}

// User returns the shell's view of an account; web.NotFound when it does not exist.
func (s *Service) User(ctx context.Context, id uuid.UUID) (*web.User, error) {
	u, err := s.q.GetUserByID(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, web.NotFound()
	}
	if err != nil {
		return nil, err
	}
	return s.toWebUser(u), nil
}

// SavePrefs keeps the display preferences on the account, so they follow the user.
func (s *Service) SavePrefs(ctx context.Context, id uuid.UUID, p web.Prefs) error {
	enc := p.Encode()
	return s.q.SaveUserPrefs(ctx, store.SaveUserPrefsParams{ID: id, Prefs: &enc})
}

func (s *Service) toWebUser(u store.User) *web.User {
	wu := &web.User{ID: u.ID, Email: u.Email, Name: u.DisplayName, Roles: u.Roles,
		EmailVerified: u.EmailVerifiedAt != nil}
	if u.AvatarKey != nil {
		wu.AvatarURL = upload.URL(*u.AvatarKey)
	}
	if u.Prefs != nil {
		p := web.DecodePrefs(*u.Prefs)
		wu.Prefs = &p
	}
	return wu
}
