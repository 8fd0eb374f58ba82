package account

import (
	"net/mail"
	"strings"
	"unicode/utf8"
)

// Problems maps each bad field to what is wrong with it.
type Problems map[string]Rule

// Limits of the account's text fields.
const (
	EmailMax   = 254
	CompanyMax = 200
	NameMax    = 100
)

// checkEmail accepts one plain address (no display name), with a dotted domain.
func checkEmail(email string) *Rule {
	email = strings.TrimSpace(email)
	if email == "" {
		return &Rule{Key: "account.email.required"}
	}
	if len(email) > EmailMax {
		return &Rule{Key: "account.email.too_long", Data: map[string]any{"Max": EmailMax}}
	}
	addr, err := mail.ParseAddress(email)
	at := strings.LastIndexByte(email, '@')
	if err != nil || addr.Address != email || addr.Name != "" || at < 1 ||
		!strings.Contains(email[at+1:], ".") || strings.HasSuffix(email, ".") {
		return &Rule{Key: "account.email.invalid"}
	}
	return nil
}

// checkText requires a value of at most max characters.
func checkText(v string, max int, requiredKey string) *Rule {
	v = strings.TrimSpace(v)
	if v == "" && requiredKey != "" {
		return &Rule{Key: requiredKey}
	}
	if utf8.RuneCountInString(v) > max {
		return &Rule{Key: "account.field.too_long", Data: map[string]any{"Max": max}}
	}
	return nil
}

func (p Problems) add(field string, r *Rule) {
	if r != nil {
		p[field] = *r
	}
}
