package account

import (
	"context"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// Letters the account module sends. Each is queued in the caller's transaction where
// there is one, so a mail goes out exactly when the change it announces is saved.

func (s *Service) letter(ctx context.Context, u store.User, to, name string, lines ...mail.Text) mail.Letter {
	return mail.Letter{To: to, Lang: s.langFor(ctx, u), Name: u.DisplayName, Subject: mail.T(name + ".subject"),
		Lines: lines}
}

func (s *Service) sendTx(ctx context.Context, tx pgx.Tx, l mail.Letter) error {
	if s.mailer == nil {
		return nil
	}
	return s.mailer.SendTx(ctx, tx, l)
}

func (s *Service) url(path string) string { return s.mailer.URL(path) }

func (s *Service) verifyLetter(ctx context.Context, u store.User, token string) mail.Letter {
	l := s.letter(ctx, u, u.Email, "account.mail.verify", mail.T("account.mail.verify.text", map[string]any{"Company": u.CompanyName}))
	l.Action = &mail.Action{Label: mail.T("account.mail.verify.action"), URL: s.url("/verify/" + token)}
	l.Notes = []mail.Text{mail.T("account.mail.verify.note")}
	return l
}

func (s *Service) accountExistsLetter(ctx context.Context, u store.User) mail.Letter {
	l := s.letter(ctx, u, u.Email, "account.mail.exists", mail.T("account.mail.exists.text"))
	l.Action = &mail.Action{Label: mail.T("account.mail.exists.action"), URL: s.url(SignInPath)}
	l.Notes = []mail.Text{mail.T("account.mail.exists.note", map[string]any{"Url": s.url("/forgot")})}
	return l
}

func (s *Service) resetLetter(ctx context.Context, u store.User, token string) mail.Letter {
	l := s.letter(ctx, u, u.Email, "account.mail.reset", mail.T("account.mail.reset.text"))
	l.Action = &mail.Action{Label: mail.T("account.mail.reset.action"), URL: s.url("/reset/" + token)}
	l.Notes = []mail.Text{mail.T("account.mail.reset.note")}
	return l
}

func (s *Service) passwordChangedLetter(ctx context.Context, u store.User) mail.Letter {
	l := s.letter(ctx, u, u.Email, "account.mail.password_changed", mail.T("account.mail.password_changed.text"))
	l.Notes = []mail.Text{mail.T("account.mail.password_changed.note", map[string]any{"Url": s.url("/forgot")})}
	return l
}

func (s *Service) emailChangeLetter(ctx context.Context, u store.User, newEmail, token string) mail.Letter {
	l := s.letter(ctx, u, newEmail, "account.mail.email_change", mail.T("account.mail.email_change.text", map[string]any{"Email": newEmail}))
	l.Action = &mail.Action{Label: mail.T("account.mail.email_change.action"), URL: s.url("/email/confirm/" + token)}
	l.Notes = []mail.Text{mail.T("account.mail.email_change.note")}
	return l
}

func (s *Service) emailChangedLetter(ctx context.Context, u store.User, oldEmail, newEmail string) mail.Letter {
	l := s.letter(ctx, u, oldEmail, "account.mail.email_changed",
		mail.T("account.mail.email_changed.text", map[string]any{"Email": oldEmail, "Next": newEmail}))
	l.Notes = []mail.Text{mail.T("account.mail.email_changed.note")}
	return l
}

func (s *Service) methodAddedLetter(ctx context.Context, u store.User, providerName string) mail.Letter {
	l := s.letter(ctx, u, u.Email, "account.mail.method_added", mail.T("account.mail.method_added.text", map[string]any{"Provider": providerName}))
	l.Action = &mail.Action{Label: mail.T("account.mail.settings_action"), URL: s.url(SettingsPath)}
	l.Notes = []mail.Text{mail.T("account.mail.method_added.note")}
	return l
}

// mfaLetter tells of a second-factor change; name is account.mail.mfa_enabled,
// account.mail.mfa_disabled or account.mail.mfa_codes.
func (s *Service) mfaLetter(ctx context.Context, u store.User, name string) mail.Letter {
	l := s.letter(ctx, u, u.Email, name, mail.T(name+".text"))
	l.Action = &mail.Action{Label: mail.T("account.mail.settings_action"), URL: s.url(SettingsPath)}
	l.Notes = []mail.Text{mail.T("account.mail.not_you")}
	return l
}

func (s *Service) deletedLetter(ctx context.Context, u store.User) mail.Letter {
	return s.letter(ctx, u, u.Email, "account.mail.deleted", mail.T("account.mail.deleted.text"))
}

// langFor is the language to write to a user in: the one saved on the account, else the
// language of the page that caused the mail.
func (s *Service) langFor(ctx context.Context, u store.User) string {
	page := "en"
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		page = loc.Lang
	}
	return langOf(u, page)
}

// langOf is the language saved on the account, else fallback (else English).
func langOf(u store.User, fallback string) string {
	if u.Prefs != nil {
		if p := web.DecodePrefs(*u.Prefs); p.Locale != "" {
			return p.Locale
		}
	}
	if fallback == "" {
		return "en"
	}
	return fallback
}
