package mail_test

import (
	"context"
	"io"
	"mime"
	"mime/multipart"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/i18n"
	"greenconnect/app/jobs"
	"greenconnect/app/mail"
	"greenconnect/app/mail/mailtest"
)

// letters are a module's own texts, as a module would ship them.
var letters = fstest.MapFS{
	"i18n/en.toml": {Data: []byte(`"t.subject" = "Welcome to {{.Company}}"` + "\n" + `"t.line" = "Your code is ready."` + "\n" + `"t.action" = "Open"`)},
	"i18n/fr.toml": {Data: []byte(`"t.subject" = "Bienvenue chez {{.Company}}"` + "\n" + `"t.line" = "Votre code est prêt."` + "\n" + `"t.action" = "Ouvrir"`)},
	"i18n/ro.toml": {Data: []byte(`"t.subject" = "Bun venit la {{.Company}}"` + "\n" + `"t.line" = "Codul este gata."` + "\n" + `"t.action" = "Deschide"`)},
	"i18n/zh.toml": {Data: []byte(`"t.subject" = "欢迎来到 {{.Company}}"` + "\n" + `"t.line" = "您的代码已准备好。"` + "\n" + `"t.action" = "打开"`)},
}

func newMailer(t *testing.T, smtpURL string) (*mail.Mailer, *jobs.Queue) {
	bundle, err := i18n.NewBundle(i18n.Source{Name: "mail", FS: mail.Messages}, i18n.Source{Name: "test", FS: letters})
	require.NoError(t, err)
	tr, err := mail.ParseSMTPURL(smtpURL)
	require.NoError(t, err)
	q := jobs.New(dbtest.New(t), jobs.Options{PollInterval: 50e6})
	return mail.New(bundle, q, mail.Config{From: "Green Connect <no-reply@greenconnect.test>",
		BaseURL: "http://greenconnect.test", Transport: tr}), q
}

func letter(lang, to string) mail.Letter {
	return mail.Letter{To: to, Lang: lang, Name: `Ada <b>`,
		Subject: mail.T("t.subject", map[string]any{"Company": "Evergreen"}),
		Lines:   []mail.Text{mail.T("t.line")},
		Action:  &mail.Action{Label: mail.T("t.action"), URL: "http://greenconnect.test/verify/abc"}}
}

func TestRenderInEveryLanguageWithBothParts(t *testing.T) {
	t.Parallel()
	m, _ := newMailer(t, "smtp://127.0.0.1:1")
	subjects := map[string]string{"en": "Welcome to Evergreen", "fr": "Bienvenue chez Evergreen",
		"ro": "Bun venit la Evergreen", "zh": "欢迎来到 Evergreen", "xx": "Welcome to Evergreen"}
	for lang, want := range subjects {
		msg, err := m.Render(context.Background(), letter(lang, "ada@example.com"))
		require.NoError(t, err)
		require.Equal(t, want, msg.Subject, lang)
		require.Contains(t, msg.Text, "http://greenconnect.test/verify/abc", "the text part writes the link out")
		require.Contains(t, msg.HTML, `href="http://greenconnect.test/verify/abc"`)
		require.Contains(t, msg.HTML, "Ada &lt;b&gt;", "data is escaped in HTML")
		require.NotContains(t, msg.HTML, "Ada <b>")
	}
	msg, _ := m.Render(context.Background(), letter("fr", "ada@example.com"))
	require.Contains(t, msg.HTML, `<html lang="fr"`)
	require.Contains(t, msg.Text, "Bonjour Ada <b>,", "the text part is not HTML-escaped")

	_, err := m.Render(context.Background(), mail.Letter{Subject: mail.T("t.subject")})
	require.ErrorIs(t, err, mail.ErrNoRecipient)
}

func TestDeliveredOverSMTPAsHTMLWithTextAlternative(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	srv := mailtest.Start(t)
	m, q := newMailer(t, srv.URL())
	require.NoError(t, m.Send(ctx, letter("ro", "dana@example.com")))
	require.Empty(t, srv.Messages(), "sending only queues")
	require.NoError(t, q.Drain(ctx))

	got := srv.Messages()
	require.Len(t, got, 1)
	require.Equal(t, []string{"dana@example.com"}, got[0].To)
	h := got[0].Msg.Header
	subject, _ := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	require.Equal(t, "Bun venit la Evergreen", subject)
	require.Equal(t, "auto-generated", h.Get("Auto-Submitted"))
	require.Equal(t, "ro", h.Get("Content-Language"))
	mt, params, err := mime.ParseMediaType(h.Get("Content-Type"))
	require.NoError(t, err)
	require.Equal(t, "multipart/alternative", mt)
	parts := multipart.NewReader(got[0].Msg.Body, params["boundary"])
	var types []string
	for {
		p, err := parts.NextPart()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		types = append(types, strings.SplitN(p.Header.Get("Content-Type"), ";", 2)[0])
	}
	require.Equal(t, []string{"text/plain", "text/html"}, types)
}

func TestAFailingServerLosesNoMail(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	srv := mailtest.Start(t)
	m, q := newMailer(t, srv.URL())
	srv.FailNext(1)
	require.NoError(t, m.Send(ctx, letter("en", "ada@example.com")))
	require.NoError(t, q.Drain(ctx))
	require.Empty(t, srv.Messages(), "the server refused the first attempt")

	client, err := q.Client()
	require.NoError(t, err)
	jobsList, err := client.JobList(ctx, nil)
	require.NoError(t, err)
	require.Len(t, jobsList.Jobs, 1)
	job := jobsList.Jobs[0]
	require.Len(t, job.Errors, 1, "the failure is recorded on the job")
	_, err = client.JobRetry(ctx, job.ID) // its backoff has passed
	require.NoError(t, err)
	require.NoError(t, q.Drain(ctx))
	require.Len(t, srv.Messages(), 1, "delivered on the retry, once")
}

func TestARefusedRecipientIsNotRetriedForever(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	srv := mailtest.Start(t)
	m, q := newMailer(t, srv.URL())
	srv.Refuse("gone@example.com")
	require.NoError(t, m.Send(ctx, letter("en", "gone@example.com")))
	require.NoError(t, q.Drain(ctx))
	client, _ := q.Client()
	list, err := client.JobList(ctx, nil)
	require.NoError(t, err)
	require.Len(t, list.Jobs, 1)
	require.Equal(t, "cancelled", string(list.Jobs[0].State))
}

func TestParseSMTPURL(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"smtp://127.0.0.1:1025", "smtp://user:p%40ss@mail.example.com:587",
		"smtps://user:pass@mail.example.com", "smtp://mail.example.com?tls=none"} {
		_, err := mail.ParseSMTPURL(ok)
		require.NoError(t, err, ok)
	}
	for _, bad := range []string{"", "mail.example.com", "http://mail.example.com", "smtp://h?tls=maybe", "smtp://h:port"} {
		_, err := mail.ParseSMTPURL(bad)
		require.Error(t, err, bad)
	}
	_, err := mail.ParseSMTPURL("ftp://user:secret@host")
	require.NotContains(t, err.Error(), "secret", "errors never show the password")
}
