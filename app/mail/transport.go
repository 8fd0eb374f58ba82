package mail

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Transport delivers a rendered message.
type Transport interface {
	Send(ctx context.Context, from string, m Message) error
}

// SMTP delivers through an SMTP server.
type SMTP struct {
	host string
	opts []gomail.Option
}

// ParseSMTPURL reads SMTP_URL:
//
//	smtp://[user:password@]host[:port][?tls=mandatory|opportunistic|none]
//	smtps://[user:password@]host[:port]          (TLS from the first byte, port 465)
//
// smtp:// uses port 587 and requires STARTTLS, except on a loopback address (a local catcher
// such as mailpit), where STARTTLS is used only when offered.
func ParseSMTPURL(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL: want smtp://user:password@host:port, got %q", redact(raw))
	}
	host := u.Hostname()
	opts := []gomail.Option{gomail.WithTimeout(30 * time.Second)}
	port := 587
	switch u.Scheme {
	case "smtp":
		policy := gomail.TLSMandatory
		if ip := net.ParseIP(host); host == "localhost" || (ip != nil && ip.IsLoopback()) {
			policy = gomail.TLSOpportunistic
		}
		switch u.Query().Get("tls") {
		case "":
		case "mandatory":
			policy = gomail.TLSMandatory
		case "opportunistic":
			policy = gomail.TLSOpportunistic
		case "none":
			policy = gomail.NoTLS
		default:
			return nil, fmt.Errorf("SMTP_URL: tls must be mandatory, opportunistic or none")
		}
		opts = append(opts, gomail.WithTLSPolicy(policy))
	case "smtps":
		port = 465
		opts = append(opts, gomail.WithSSL())
	default:
		return nil, fmt.Errorf("SMTP_URL: scheme must be smtp or smtps, not %q", u.Scheme)
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL: bad port %q", p)
		}
	}
	opts = append(opts, gomail.WithPort(port))
	if user := u.User.Username(); user != "" {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithUsername(user), gomail.WithPassword(pass),
			gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover))
	}
	return &SMTP{host: host, opts: opts}, nil
}

// Send delivers one message, HTML with a text alternative.
func (s *SMTP) Send(ctx context.Context, from string, m Message) error {
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	if err := msg.From(from); err != nil {
		return fmt.Errorf("mail from %q: %w", from, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail to %q: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageID()
	msg.SetGenHeader("Auto-Submitted", "auto-generated") // no vacation replies
	msg.SetGenHeader("Content-Language", m.Lang)
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	client, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return err
	}
	return client.DialAndSendWithContext(ctx, msg)
}

// Log "delivers" by writing the message to the log: development without SMTP_URL, where
// `make run` has not started mailpit. Production refuses to start without SMTP_URL.
type Log struct{ Logger *slog.Logger }

// Send logs the message's text part.
func (l Log) Send(ctx context.Context, from string, m Message) error {
	l.Logger.InfoContext(ctx, "mail (SMTP_URL unset: logged, not sent)", "from", from, "to", m.To,
		"subject", m.Subject, "text", m.Text)
	return nil
}

func redact(raw string) string {
	if u, err := url.Parse(raw); err == nil && u.User != nil {
		u.User = url.User(u.User.Username())
		return u.String()
	}
	if i := strings.Index(raw, "@"); i >= 0 {
		return "…" + raw[i:]
	}
	return raw
}
