package profile

import (
	"context"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/mail"
	"greenconnect/modules/account"
)

// MailNotifier writes review decisions to the company by email, in its language.
type MailNotifier struct {
	Mailer   *mail.Mailer
	Accounts *account.Service
}

// ProfileReviewed queues the letter in tx.
func (n MailNotifier) ProfileReviewed(ctx context.Context, tx pgx.Tx, r Review) error {
	u, err := n.Accounts.User(ctx, r.UserID)
	if err != nil {
		return err
	}
	l := mail.Letter{To: u.Email, Lang: "en", Name: u.Name}
	if u.Prefs != nil && u.Prefs.Locale != "" {
		l.Lang = u.Prefs.Locale
	}
	company := map[string]any{"Company": r.CompanyName}
	if r.Approved {
		l.Subject = mail.T("profile.mail.approved.subject")
		l.Lines = []mail.Text{mail.T("profile.mail.approved.text", company)}
		l.Action = &mail.Action{Label: mail.T("profile.mail.approved.action"), URL: n.Mailer.URL(PublicPath(r.ProfileID.String()))}
	} else {
		l.Subject = mail.T("profile.mail.rejected.subject")
		l.Lines = []mail.Text{mail.T("profile.mail.rejected.text", company),
			mail.T("profile.mail.rejected.reason", map[string]any{"Reason": r.Reason})}
		l.Action = &mail.Action{Label: mail.T("profile.mail.rejected.action"), URL: n.Mailer.URL(RatingPath)}
		l.Notes = []mail.Text{mail.T("profile.mail.rejected.note")}
	}
	return n.Mailer.SendTx(ctx, tx, l)
}
