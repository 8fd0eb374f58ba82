package mail

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/riverqueue/river"
	gomail "github.com/wneessen/go-mail"
)

// DeliverArgs is the delivery job: the rendered message, so a retry sends exactly what was
// rendered when the letter was written. (River deletes completed jobs after a day.)
type DeliverArgs struct {
	Message Message `json:"message"`
}

// Kind names the job.
func (DeliverArgs) Kind() string { return "mail_deliver" }

type deliverWorker struct {
	river.WorkerDefaults[DeliverArgs]
	transport Transport
	from      string
	sent      *atomic.Uint64
}

func (w *deliverWorker) Timeout(*river.Job[DeliverArgs]) time.Duration { return 45 * time.Second }

// Work hands the message to the transport. A temporary failure (server down, 4xx) returns
// the error, so river retries with backoff. Only a permanent refusal of the recipient (5xx
// to RCPT TO) cancels the job: retrying it for weeks would change nothing. Anything else,
// including a misconfigured server, is retried, since the operator may fix it.
func (w *deliverWorker) Work(ctx context.Context, j *river.Job[DeliverArgs]) error {
	err := w.transport.Send(ctx, w.from, j.Args.Message)
	if err == nil {
		w.sent.Add(1)
		return nil
	}
	var se *gomail.SendError
	if errors.As(err, &se) && !se.IsTemp() && se.Reason == gomail.ErrSMTPRcptTo {
		return river.JobCancel(fmt.Errorf("mail to %s refused: %w", j.Args.Message.To, err))
	}
	return err
}
