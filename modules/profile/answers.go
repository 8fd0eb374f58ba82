package profile

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile/store"
)

// An admin changes a company's answers on its behalf (docs/profile.md, "Administration:
// answers"): in the owner's form, as of the version the admin saw, with a reason. The save is
// the owner's save (its checks, its rating, its conflict), and in its transaction the audit
// log keeps the fields before and after with the reason, and the owner's letter is queued.

// AnswersRecord is a company's working record as its answers' form shows it (with its files);
// web.NotFound when there is none.
func (s *Service) AnswersRecord(ctx context.Context, id uuid.UUID) (Record, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return Record{}, err
	}
	return s.recordAs(ctx, row, working, loadPage)
}

// CheckReason records the problems of an admin's reason for a change under "reason".
func CheckReason(errs *web.FieldErrors, reason string) {
	web.Required(errs, "reason", reason)
	web.MaxLen(errs, "reason", reason, maxReasonLength) // as a review's rejection
}

// SaveAnswers saves an admin's change p of the section key of company id, for reason: a 422
// on "reason" without one, else what Save answers. The owner is told by letter, in the
// language of their account.
func (s *Service) SaveAnswers(ctx context.Context, id uuid.UUID, admin *web.User, key string, p Patch, reason string) (Record, error) {
	reason = strings.TrimSpace(reason)
	var errs web.FieldErrors
	if CheckReason(&errs, reason); errs.Len() > 0 {
		return Record{}, web.Invalid(errs)
	}
	if admin == nil || !admin.HasRole(account.RoleAdmin) {
		return Record{}, web.Forbidden()
	}
	return s.save(ctx, id, admin, p, reason, func(ctx context.Context, tx pgx.Tx, saved store.CompanyProfile) error {
		owner, err := s.accounts.Identity(ctx, saved.UserID)
		if err != nil {
			return err
		}
		var c Company
		_ = json.Unmarshal(saved.Company, &c)
		return s.sendTx(ctx, tx, s.answersLetter(owner, c.CompanyName, key, reason))
	})
}

// answersLetter tells a company's owner that an admin changed a section of its answers, and
// why.
func (s *Service) answersLetter(owner account.Identity, company, key, reason string) mail.Letter {
	data := map[string]any{"Company": company}
	return mail.Letter{To: owner.Email, Lang: owner.Lang, Name: owner.DisplayName,
		Subject: mail.T("profile.mail.answers.subject", data),
		Lines: []mail.Text{mail.T("profile.mail.answers.text", data),
			mail.T("profile.mail.answers.section"), mail.T("profile.section." + SectionSlug(key) + ".title"),
			mail.T("profile.mail.answers.reason", map[string]any{"Reason": reason})},
		Action: &mail.Action{Label: mail.T("profile.mail.owner.action"), URL: s.url(sectionPath(key))},
		Notes:  []mail.Text{mail.T("profile.mail.answers.note")},
	}
}
