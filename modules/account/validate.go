package account

import (
	"net/mail"
	"strings"
	"unicode/utf8"

	"greenconnect/app/web"
)

// Limits of the account's text fields.
const (
	EmailMax   = 254
	CompanyMax = 200
	NameMax    = 100
)

// CheckEmail is the account rules' problem with an address typed for an account, nil when
// there is none: one plain address (no display name), with a dotted domain. Another module's
// form checks it beside its own fields.
func CheckEmail(email string) *web.Msg {
	email = strings.TrimSpace(email)
	if email == "" {
		return &web.Msg{Key: "account.email.required"}
	}
	if len(email) > EmailMax {
		return &web.Msg{Key: "account.email.too_long", Data: map[string]any{"Max": EmailMax}}
	}
	addr, err := mail.ParseAddress(email)
	at := strings.LastIndexByte(email, '@')
	if err != nil || addr.Address != email || addr.Name != "" || at < 1 ||
		!strings.Contains(email[at+1:], ".") || strings.HasSuffix(email, ".") {
		return &web.Msg{Key: "account.email.invalid"}
	}
	return nil
}

// checkText requires a value of at most max characters.
func checkText(v string, max int, requiredKey string) *web.Msg {
	v = strings.TrimSpace(v)
	if v == "" && requiredKey != "" {
		return &web.Msg{Key: requiredKey}
	}
	if utf8.RuneCountInString(v) > max {
		return &web.Msg{Key: "account.field.too_long", Data: map[string]any{"Max": max}}
	}
	return nil
}

// addProblem records a field's problem, when there is one.
func addProblem(errs *web.FieldErrors, path string, m *web.Msg) {
	if m != nil {
		errs.Add(path, m.Key, m.Data)
	}
}
