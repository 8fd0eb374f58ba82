// Package views holds the account module's pages and fragments.
package views

import (
	"context"
	"net/url"
	"strconv"
	"time"

	"github.com/a-h/templ"

	"greenconnect/app/web"
	"greenconnect/templates"
)

// Msg is a message id with its data, translated when rendered.
type Msg struct {
	Key  string
	Data map[string]any
}

// Form is a form's state when it is shown again: what was typed, what is wrong.
type Form struct {
	Values map[string]string
	Errors map[string]Msg // field name → message
	Error  *Msg           // about the whole form (wrong password, link expired...)
	// RetryAfter is set when a rate limit refused the form: the page answers 429.
	RetryAfter time.Duration
}

// Status is the HTTP status of the form shown again: 429 when a limit refused it, else 422.
func (f Form) Status() int {
	if f.RetryAfter > 0 {
		return 429
	}
	return 422
}

// NewForm is an empty form.
func NewForm() Form { return Form{Values: map[string]string{}, Errors: map[string]Msg{}} }

// Value is what was typed in a field.
func (f Form) Value(name string) string { return f.Values[name] }

// Invalid reports whether a field has a message.
func (f Form) Invalid(name string) bool { _, ok := f.Errors[name]; return ok }

// HasErrors reports whether anything is wrong.
func (f Form) HasErrors() bool { return len(f.Errors) > 0 || f.Error != nil }

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func msg(ctx context.Context, m Msg) string { return web.T(ctx, m.Key, m.Data) }

func boolStr(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// Provider is a sign-in provider button.
type Provider struct {
	Name  string
	Label string
}

func providerHref(name, next string) string {
	href := "/signin/" + name
	if next != "" {
		href += "?next=" + url.QueryEscape(next)
	}
	return href
}

func intStr(n int) string { return strconv.Itoa(n) }

// csrf is the hidden token field of every form.
func csrf() templ.Component { return templates.CSRFField() }

// withValue fills a field with the saved value unless the form came back with what was typed.
func withValue(f Form, name, saved string) Form {
	if _, typed := f.Values[name]; !typed {
		f.Values[name] = saved
	}
	return f
}
