package account

import (
	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// Letters the account module sends. Each is queued in the caller's transaction where
// there is one, so a mail goes out exactly when the change it announces is saved.

// letter is a letter to u in the language saved on the account, else lang (the language of
// the page that caused it).
func (s *Service) letter(u store.User, lang, to, name string, lines ...mail.Text) mail.Letter {
	return mail.Letter{To: to, Lang: langOf(u, lang), Name: u.DisplayName, Subject: mail.T(name + ".subject"),
		Lines: lines}
}

func (s *Service) url(path string) string { return s.mailer.URL(path) }

func (s *Service) verifyLetter(u store.User, lang, token string) mail.Letter {
	l := s.letter(u, lang, u.Email, "account.mail.verify", mail.T("account.mail.verify.text", map[string]any{"Company": u.CompanyName}))
	l.Action = &mail.Action{Label: mail.T("account.mail.verify.action"), URL: s.url(verifyLinkPath(token))}
	l.Notes = []mail.Text{mail.T("account.mail.verify.note")}
	return l
}

func (s *Service) accountExistsLetter(u store.User, lang string) mail.Letter {
	l := s.letter(u, lang, u.Email, "account.mail.exists", mail.T("account.mail.exists.text"))
	l.Action = &mail.Action{Label: mail.T("account.mail.exists.action"), URL: s.url(SignInPath)}
	l.Notes = []mail.Text{mail.T("account.mail.exists.note", map[string]any{"Url": s.url(forgotPath)})}
	return l
}

func (s *Service) resetLetter(u store.User, lang, token string) mail.Letter {
	l := s.letter(u, lang, u.Email, "account.mail.reset", mail.T("account.mail.reset.text"))
	l.Action = &mail.Action{Label: mail.T("account.mail.reset.action"), URL: s.url(resetLinkPath(token))}
	l.Notes = []mail.Text{mail.T("account.mail.reset.note")}
	return l
}

func (s *Service) passwordChangedLetter(u store.User, lang string) mail.Letter {
	l := s.letter(u, lang, u.Email, "account.mail.password_changed", mail.T("account.mail.password_changed.text"))
	l.Notes = []mail.Text{mail.T("account.mail.password_changed.note", map[string]any{"Url": s.url(forgotPath)})}
	return l
}

func (s *Service) emailChangeLetter(u store.User, lang, newEmail, token string) mail.Letter {
	l := s.letter(u, lang, newEmail, "account.mail.email_change", mail.T("account.mail.email_change.text", map[string]any{"Email": newEmail}))
	l.Action = &mail.Action{Label: mail.T("account.mail.email_change.action"), URL: s.url(emailLinkPath(token))}
	l.Notes = []mail.Text{mail.T("account.mail.email_change.note")}
	return l
}

func (s *Service) emailChangedLetter(u store.User, lang, oldEmail, newEmail string) mail.Letter {
	l := s.letter(u, lang, oldEmail, "account.mail.email_changed",
		mail.T("account.mail.email_changed.text", map[string]any{"Email": oldEmail, "Next": newEmail}))
	l.Notes = []mail.Text{mail.T("account.mail.email_changed.note")}
	return l
}

func (s *Service) methodAddedLetter(u store.User, lang, providerName string) mail.Letter {
	l := s.letter(u, lang, u.Email, "account.mail.method_added", mail.T("account.mail.method_added.text", map[string]any{"Provider": providerName}))
	l.Action = &mail.Action{Label: mail.T("account.mail.settings_action"), URL: s.url(SettingsPath)}
	l.Notes = []mail.Text{mail.T("account.mail.method_added.note")}
	return l
}

// mfaLetter tells of a second-factor change; name is account.mail.mfa_enabled,
// account.mail.mfa_disabled or account.mail.mfa_codes.
func (s *Service) mfaLetter(u store.User, lang, name string) mail.Letter {
	l := s.letter(u, lang, u.Email, name, mail.T(name+".text"))
	l.Action = &mail.Action{Label: mail.T("account.mail.settings_action"), URL: s.url(SettingsPath)}
	l.Notes = []mail.Text{mail.T("account.mail.not_you")}
	return l
}

func (s *Service) deletedLetter(u store.User, lang string) mail.Letter {
	return s.letter(u, lang, u.Email, "account.mail.deleted", mail.T("account.mail.deleted.text"))
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
