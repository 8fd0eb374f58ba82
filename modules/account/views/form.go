// Package views holds the account module's pages and fragments.
package views

import (
	"context"

	"greenconnect/app/web"
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
