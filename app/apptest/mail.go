package apptest

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"

	"greenconnect/app/mail"
)

// Mails is the app's outbox: every message queued for delivery, oldest first. In tests
// nothing runs the queue, so queued mail stays here (Server.Jobs.Drain delivers it).
func (a *App) Mails() []mail.Message {
	a.T.Helper()
	rows, err := a.Pool.Query(context.Background(), `SELECT args FROM river_job WHERE kind = $1 ORDER BY id`,
		mail.DeliverArgs{}.Kind())
	if err != nil {
		a.T.Fatalf("read outbox: %v", err)
	}
	defer rows.Close()
	var out []mail.Message
	for rows.Next() {
		var raw []byte
		var args mail.DeliverArgs
		if err := rows.Scan(&raw); err != nil || json.Unmarshal(raw, &args) != nil {
			a.T.Fatalf("read outbox row: %v", err)
		}
		out = append(out, args.Message)
	}
	return out
}

// MailsTo is the outbox's messages to one address.
func (a *App) MailsTo(addr string) []mail.Message {
	var out []mail.Message
	for _, m := range a.Mails() {
		if strings.EqualFold(m.To, addr) {
			out = append(out, m)
		}
	}
	return out
}

// LastMailTo is the newest message to addr; the test fails when there is none.
func (a *App) LastMailTo(addr string) mail.Message {
	a.T.Helper()
	ms := a.MailsTo(addr)
	if len(ms) == 0 {
		a.T.Fatalf("no mail to %s", addr)
	}
	return ms[len(ms)-1]
}

var linkRE = regexp.MustCompile(`https?://\S+`)

// LinkIn is the path of the first link in the message's text part that starts with
// prefix ("/verify/"); the test fails when there is none.
func (a *App) LinkIn(m mail.Message, prefix string) string {
	a.T.Helper()
	for _, l := range linkRE.FindAllString(m.Text, -1) {
		if p := strings.TrimPrefix(l, BaseURL); strings.HasPrefix(p, prefix) {
			return p
		}
	}
	a.T.Fatalf("no %s link in mail %q:\n%s", prefix, m.Subject, m.Text)
	return ""
}
