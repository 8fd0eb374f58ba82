package account

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"greenconnect/app/db"
	"greenconnect/modules/account/store"
)

// resetRequestArgs is a password-reset request waiting to be worked. /forgot only queues
// it, for an address with an account and one without alike; the lookup, the link and the
// mail happen here, later (docs/account-security.md#timing).
type resetRequestArgs struct {
	Email string `json:"email"`
	Lang  string `json:"lang"` // the language of the page the request came from
}

func (resetRequestArgs) Kind() string { return "account_reset_request" }

type resetRequestWorker struct {
	river.WorkerDefaults[resetRequestArgs]
	svc *Service
}

func (w *resetRequestWorker) Work(ctx context.Context, job *river.Job[resetRequestArgs]) error {
	return w.svc.sendResetLink(ctx, job.Args.Email, job.Args.Lang)
}

// RequestPasswordReset queues the mailing of a reset link (valid one hour). The work done
// now is the same whether or not the address has an account: one job.
// lang is the language of the page that asked, for the letter when the account has none
// saved.
func (s *Service) RequestPasswordReset(ctx context.Context, email, lang string) error {
	return s.jobs.Insert(ctx, resetRequestArgs{Email: strings.TrimSpace(email), Lang: lang}, nil)
}

// sendResetLink mails a reset link when the address has an account, and does nothing
// otherwise.
func (s *Service) sendResetLink(ctx context.Context, email, lang string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByEmail(ctx, email)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		return s.mailResetLink(ctx, tx, q, u, lang)
	})
}

// mailResetLink mails u a password reset link (valid one hour): the one reset flow, for
// /forgot and for an admin.
func (s *Service) mailResetLink(ctx context.Context, tx pgx.Tx, q *store.Queries, u store.User, lang string) error {
	token, err := s.issueToken(ctx, q, u.ID, PurposeReset, u.Email)
	if err != nil {
		return err
	}
	return s.mailer.SendTx(ctx, tx, s.resetLetter(u, lang, token))
}
