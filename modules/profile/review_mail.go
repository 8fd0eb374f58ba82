package profile

import (
	"context"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/mail"
	"greenconnect/modules/profile/store"
)

// notify writes a review decision to the company by email, in its language. The letter is
// queued in tx, the decision's transaction, so it goes out exactly when the decision is
// saved. Without a mailer nothing is sent.
func (s *Service) notify(ctx context.Context, tx pgx.Tx, row store.CompanyProfile, approved bool, reason string) error {
	if s.mailer == nil {
		return nil
	}
	content, err := publicContent(row)
	if err != nil {
		return err
	}
	u, err := s.accounts.User(ctx, row.UserID)
	if err != nil {
		return err
	}
	l := mail.Letter{To: u.Email, Lang: "en", Name: u.Name}
	if u.Prefs != nil && u.Prefs.Locale != "" {
		l.Lang = u.Prefs.Locale
	}
	company := map[string]any{"Company": content.Company.CompanyName}
	if approved {
		l.Subject = mail.T("profile.mail.approved.subject")
		l.Lines = []mail.Text{mail.T("profile.mail.approved.text", company)}
		l.Action = &mail.Action{Label: mail.T("profile.mail.approved.action"), URL: s.mailer.URL(PublicPath(row.ID))}
	} else {
		l.Subject = mail.T("profile.mail.rejected.subject")
		l.Lines = []mail.Text{mail.T("profile.mail.rejected.text", company),
			mail.T("profile.mail.rejected.reason", map[string]any{"Reason": reason})}
		l.Action = &mail.Action{Label: mail.T("profile.mail.rejected.action"), URL: s.mailer.URL(RatingPath)}
		l.Notes = []mail.Text{mail.T("profile.mail.rejected.note")}
	}
	return s.mailer.SendTx(ctx, tx, l)
}
