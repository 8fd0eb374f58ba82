package profile

import (
	"context"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/mail"
	"greenconnect/modules/account"
)

// The letters of the admins' work on companies (docs/profile.md, "Administration:
// companies"), each queued in the change's transaction.

// sendTx queues a letter in tx; without a mailer nothing is sent.
func (s *Service) sendTx(ctx context.Context, tx pgx.Tx, l mail.Letter) error {
	if s.mailer == nil {
		return nil
	}
	return s.mailer.SendTx(ctx, tx, l)
}

// addedLetter tells the owner of a profile an admin added: an invitation with the link to
// choose a password when nobody has proven the address, else a notice with the profile's
// link. lang is the one the admin chose.
func (s *Service) addedLetter(inv account.Invitation, company, lang string) mail.Letter {
	data := map[string]any{"Company": company}
	l := mail.Letter{To: inv.Email, Lang: lang, Name: inv.DisplayName}
	if inv.Link != "" {
		l.Subject = mail.T("profile.mail.invited.subject", data)
		l.Lines = []mail.Text{mail.T("profile.mail.invited.text", data), mail.T("profile.mail.invited.link")}
		l.Action = &mail.Action{Label: mail.T("profile.mail.invited.action"), URL: s.url(inv.Link)}
		l.Notes = []mail.Text{mail.T("profile.mail.invited.note")}
		return l
	}
	l.Subject = mail.T("profile.mail.added.subject", data)
	l.Lines = []mail.Text{mail.T("profile.mail.added.text", data)}
	l.Action = &mail.Action{Label: mail.T("profile.mail.owner.action"), URL: s.url(RatingPath)}
	return l
}

// transferLetters tell the old owner that the company left its account and the new one that
// it arrived, each in the language saved on the account.
func (s *Service) transferLetters(from, to account.Identity, company string) []mail.Letter {
	data := map[string]any{"Company": company}
	return []mail.Letter{{To: from.Email, Lang: from.Lang, Name: from.DisplayName,
		Subject: mail.T("profile.mail.moved_away.subject", data),
		Lines:   []mail.Text{mail.T("profile.mail.moved_away.text", data)},
		Notes:   []mail.Text{mail.T("profile.mail.moved_away.note")},
	}, {To: to.Email, Lang: to.Lang, Name: to.DisplayName,
		Subject: mail.T("profile.mail.moved_in.subject", data),
		Lines:   []mail.Text{mail.T("profile.mail.moved_in.text", data)},
		Action:  &mail.Action{Label: mail.T("profile.mail.owner.action"), URL: s.url(RatingPath)},
		Notes:   []mail.Text{mail.T("profile.mail.moved_in.note")},
	}}
}

func (s *Service) url(path string) string {
	if s.mailer == nil {
		return path
	}
	return s.mailer.URL(path)
}
