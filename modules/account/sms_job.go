package account

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"greenconnect/app/jobs"
)

// smsArgs is an SMS waiting to be sent. The number and the text (which holds a code) are
// sealed: the job's row is readable by whoever reads the queue's table.
type smsArgs struct {
	Sealed  []byte `json:"sealed"`
	Expires int64  `json:"expires"` // unix seconds: a code that has expired is not sent
}

func (smsArgs) Kind() string { return "account_sms_send" }

type smsMessage struct {
	To   string `json:"to"`
	Body string `json:"body"`
}

// smsAttempts: a code lives ten minutes, so a few retries with river's backoff are all that
// can help.
const smsAttempts = 5

func (s *Service) queueSMS(ctx context.Context, tx pgx.Tx, to, body string, expires time.Time) error {
	raw, _ := json.Marshal(smsMessage{To: to, Body: body})
	sealed, err := s.seal(raw)
	if err != nil {
		return err
	}
	return s.jobs.InsertTx(ctx, tx, smsArgs{Sealed: sealed, Expires: expires.Unix()}, &river.InsertOpts{MaxAttempts: smsAttempts})
}

type smsWorker struct {
	river.WorkerDefaults[smsArgs]
	svc *Service
}

// Work sends the SMS. A refusal that sending again cannot change (a number the provider
// rejects, wrong credentials) ends the job; anything else is retried.
func (w *smsWorker) Work(ctx context.Context, job *river.Job[smsArgs]) error {
	if w.svc.now().Unix() > job.Args.Expires || w.svc.sms == nil {
		return nil
	}
	raw, err := w.svc.unseal(job.Args.Sealed)
	if err != nil {
		return river.JobCancel(err)
	}
	var m smsMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return river.JobCancel(err)
	}
	err = w.svc.sms.Send(ctx, m.To, m.Body)
	var perm interface{ Permanent() bool }
	if errors.As(err, &perm) && perm.Permanent() {
		return river.JobCancel(err)
	}
	return err
}

func registerSMS(s *Service) { jobs.Register(s.jobs, &smsWorker{svc: s}) }
