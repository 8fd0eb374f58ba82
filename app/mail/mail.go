// Package mail sends the app's transactional mail: a module describes a Letter (message ids
// of the subject, paragraphs, one action button), the Mailer renders it in the recipient's
// language as HTML and text, and a job delivers it over SMTP. A failing mail server only
// delays a message: the job is retried with backoff (jobs.Options.MaxAttempts), so nothing
// is lost.
//
//	err := mailer.Send(ctx, mail.Letter{
//		To: u.Email, Lang: lang, Name: u.DisplayName,
//		Subject: mail.T("profile.mail.approved.subject"),
//		Lines:   []mail.Text{mail.T("profile.mail.approved.text", map[string]any{"Company": name})},
//		Action:  &mail.Action{Label: mail.T("profile.mail.approved.action"), URL: mailer.URL("/companies/" + id)},
//	})
//
// Use SendTx to send only if a transaction commits.
package mail

import (
	"context"
	"embed"
	"errors"
	"strings"
	"sync/atomic"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/i18n"
	"greenconnect/app/jobs"
)

// Messages are the layout's translations (greeting, footer).
//
//go:embed i18n/*.toml
var Messages embed.FS

// Text is a translatable piece: a message id and its template data.
type Text struct {
	Key  string
	Data map[string]any
}

// T makes a Text.
func T(key string, data ...map[string]any) Text {
	t := Text{Key: key}
	if len(data) > 0 {
		t.Data = data[0]
	}
	return t
}

// Action is the letter's one button (and its address written out, for text mail).
type Action struct {
	Label Text
	URL   string // absolute; Mailer.URL makes one from a path
}

// Letter is a mail before rendering.
type Letter struct {
	To      string
	Lang    string // the recipient's language; "" or unknown is English
	Name    string // for the greeting; "" greets without a name
	Subject Text
	Lines   []Text  // paragraphs before the action
	Action  *Action // optional
	Notes   []Text  // paragraphs after the action: why this mail came, what to do if unexpected
}

// Message is a rendered mail, as it is delivered.
type Message struct {
	To      string `json:"to"`
	Lang    string `json:"lang"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
}

// Config is what the Mailer needs.
type Config struct {
	From      string // "Green Connect <no-reply@example.com>"
	BaseURL   string
	Transport Transport
}

// Mailer renders letters and queues them for delivery.
type Mailer struct {
	bundle *i18n.Bundle
	queue  *jobs.Queue
	cfg    Config
	sent   atomic.Uint64 // mails the transport accepted (the metrics)
}

// New returns a mailer and registers its delivery worker on queue.
func New(bundle *i18n.Bundle, queue *jobs.Queue, cfg Config) *Mailer {
	m := &Mailer{bundle: bundle, queue: queue, cfg: cfg}
	jobs.Register(queue, &deliverWorker{transport: cfg.Transport, from: cfg.From, sent: &m.sent})
	return m
}

// Sent is how many mails the transport accepted since start.
func (m *Mailer) Sent() uint64 { return m.sent.Load() }

// URL is the absolute address of a path of this site, for links in mail.
func (m *Mailer) URL(path string) string { return m.cfg.BaseURL + path }

// Send renders the letter and queues it.
func (m *Mailer) Send(ctx context.Context, l Letter) error {
	msg, err := m.Render(ctx, l)
	if err != nil {
		return err
	}
	return m.queue.Insert(ctx, DeliverArgs{Message: msg}, nil)
}

// SendTx renders the letter and queues it inside tx: it is sent only if tx commits.
func (m *Mailer) SendTx(ctx context.Context, tx pgx.Tx, l Letter) error {
	msg, err := m.Render(ctx, l)
	if err != nil {
		return err
	}
	return m.queue.InsertTx(ctx, tx, DeliverArgs{Message: msg}, nil)
}

// ErrNoRecipient is returned for a letter without an address.
var ErrNoRecipient = errors.New("mail: letter has no recipient")

func (l Letter) validate() error {
	if strings.TrimSpace(l.To) == "" {
		return ErrNoRecipient
	}
	if l.Subject.Key == "" {
		return errors.New("mail: letter has no subject")
	}
	return nil
}
