package mail

import (
	"bytes"
	"context"
	"strings"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
)

// rendered is a letter with every text translated: what both parts are made from.
type rendered struct {
	Lang, Dir, Subject, Greeting string
	Lines, Notes                 []string
	ActionLabel, ActionURL       string
	Fallback, Footer, Brand      string
	BaseURL                      string
}

// Render translates the letter into its language and builds the HTML and text parts.
func (m *Mailer) Render(ctx context.Context, l Letter) (Message, error) {
	if err := l.validate(); err != nil {
		return Message{}, err
	}
	lang := l.Lang
	if !i18n.Supported(lang) {
		lang = i18n.Languages[0]
	}
	loc := m.bundle.Localizer(lang)
	r := rendered{
		Lang: lang, Dir: loc.Dir(), Subject: loc.T(l.Subject.Key, l.Subject.Data),
		Greeting: loc.T("mail.layout.greeting"), Brand: loc.T("mail.layout.brand"),
		Fallback: loc.T("mail.layout.fallback"),
		Footer:   loc.T("mail.layout.footer", map[string]any{"Url": m.cfg.BaseURL}),
		BaseURL:  m.cfg.BaseURL,
	}
	if l.Name != "" {
		r.Greeting = loc.T("mail.layout.greeting_name", map[string]any{"Name": l.Name})
	}
	for _, t := range l.Lines {
		r.Lines = append(r.Lines, loc.T(t.Key, t.Data))
	}
	for _, t := range l.Notes {
		r.Notes = append(r.Notes, loc.T(t.Key, t.Data))
	}
	if l.Action != nil {
		r.ActionLabel, r.ActionURL = loc.T(l.Action.Label.Key, l.Action.Label.Data), l.Action.URL
	}
	var html bytes.Buffer
	shellCtx := web.WithShell(ctx, &web.Shell{Loc: loc, Prefs: web.DefaultPrefs(), Site: &web.Site{BaseURL: m.cfg.BaseURL}})
	if err := layout(r).Render(shellCtx, &html); err != nil {
		return Message{}, err
	}
	return Message{To: strings.TrimSpace(l.To), Lang: lang, Subject: r.Subject, Text: plainText(r), HTML: html.String()}, nil
}

// plainText is the text/plain part: the same content, the action's address written out.
func plainText(r rendered) string {
	var b strings.Builder
	b.WriteString(r.Greeting + "\n\n")
	for _, p := range r.Lines {
		b.WriteString(p + "\n\n")
	}
	if r.ActionURL != "" {
		b.WriteString(r.ActionLabel + ":\n" + r.ActionURL + "\n\n")
	}
	for _, p := range r.Notes {
		b.WriteString(p + "\n\n")
	}
	b.WriteString("-- \n" + r.Brand + " · " + r.BaseURL + "\n" + r.Footer + "\n")
	return b.String()
}
