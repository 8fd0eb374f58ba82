package web

import (
	"context"
	"errors"
	"maps"
	"net/http"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
)

// Msg is a message id with its template data, translated when it is shown. A value of Data
// that is itself a Msg is translated first ({{.Level}}: "Advanced"), a Day is written as the
// language writes dates, a Country is named in the language ("Roumanie"): a service says a
// whole sentence without translating any of it (docs/conventions.md, "Services return data,
// views say it").
type Msg struct {
	Key  string
	Data map[string]any
}

// Day is a date in a Msg's data, written in the reader's language.
type Day time.Time

// Country is an ISO 3166 country code in a Msg's data, named in the reader's language (the
// code itself when it is not a country).
type Country string

// IsZero reports whether m has no message (a card's figure left out).
func (m Msg) IsZero() bool { return m.Key == "" }

// Text is the message in the request's language ("" for the zero Msg).
func (m Msg) Text(ctx context.Context) string {
	if m.Key == "" {
		return ""
	}
	data, cloned := m.Data, false
	for k, v := range m.Data {
		var s string
		switch v := v.(type) {
		case Msg:
			s = v.Text(ctx)
		case Country:
			if s = reference.CountryName(Lang(ctx), string(v)); s == "" {
				s = string(v)
			}
		case Day:
			if loc := ShellFrom(ctx).Loc; loc != nil {
				s = loc.Date(time.Time(v))
			} else {
				s = time.Time(v).Format(time.DateOnly)
			}
		default:
			continue
		}
		if !cloned { // the caller's map stays as it was
			data, cloned = maps.Clone(m.Data), true
		}
		data[k] = s
	}
	return T(ctx, m.Key, data)
}

// FieldErrors is what is wrong with a form or a JSON body: one message per field path
// ("website", "company.website", "sustainabilityGoals.details.0.link"), in the order found.
// The zero value is empty and ready to use. A page form and the JSON API's 422 `fields` map
// both come from it (docs/conventions.md, "Forms").
type FieldErrors struct {
	paths []string
	msgs  map[string]Msg
}

// Add records a field's problem. The first problem of a field is kept: it is the one to fix
// first.
func (e *FieldErrors) Add(path, key string, data map[string]any) {
	if e.msgs == nil {
		e.msgs = map[string]Msg{}
	}
	if _, seen := e.msgs[path]; seen {
		return
	}
	e.paths = append(e.paths, path)
	e.msgs[path] = Msg{Key: key, Data: data}
}

// AddAll records other's problems after e's own, under prefix + their path.
func (e *FieldErrors) AddAll(prefix string, other FieldErrors) {
	for _, p := range other.paths {
		m := other.msgs[p]
		e.Add(prefix+p, m.Key, m.Data)
	}
}

// Get is a field's problem.
func (e FieldErrors) Get(path string) (Msg, bool) {
	m, ok := e.msgs[path]
	return m, ok
}

// Has reports whether a field has a problem.
func (e FieldErrors) Has(path string) bool { _, ok := e.msgs[path]; return ok }

// Len is the number of fields with a problem.
func (e FieldErrors) Len() int { return len(e.paths) }

// Paths are the fields with a problem, in the order found.
func (e FieldErrors) Paths() []string { return append([]string(nil), e.paths...) }

// Under is the problems of the paths that start with prefix, with prefix cut off: the
// fields of a page form ("website") from an API's paths ("company.website").
func (e FieldErrors) Under(prefix string) FieldErrors {
	var out FieldErrors
	for _, p := range e.paths {
		if rest, ok := strings.CutPrefix(p, prefix); ok {
			m := e.msgs[p]
			out.Add(rest, m.Key, m.Data)
		}
	}
	return out
}

// InOrder is the same problems with the named paths first, in the order given (the order a
// form shows its fields, for its error summary), then the others as found.
func (e FieldErrors) InOrder(paths ...string) FieldErrors {
	var out FieldErrors
	for _, p := range paths {
		if m, ok := e.msgs[p]; ok {
			out.Add(p, m.Key, m.Data)
		}
	}
	out.AddAll("", e)
	return out
}

// Texts are the messages translated, by path: the JSON API's `fields`.
func (e FieldErrors) Texts(ctx context.Context) map[string]string {
	out := make(map[string]string, len(e.paths))
	for _, p := range e.paths {
		out[p] = e.msgs[p].Text(ctx)
	}
	return out
}

// Err is the 422 error carrying the problems, or nil when there are none.
func (e FieldErrors) Err() error {
	if e.Len() == 0 {
		return nil
	}
	return Invalid(e)
}

// Form is a form as it is shown again: what was typed (by field name), what is wrong with
// it (by field name) and at most one message about the whole form. templates.Field and
// templates.FormErrors render it; the handler never translates a field's message itself.
type Form struct {
	Values map[string]string
	Errors FieldErrors
	Error  *Msg // about the whole form: wrong password, link expired...
	// Prefix goes into every element id ("f-" + Prefix + name): set it when one page shows
	// two forms with a field of the same name.
	Prefix string
	// Labels are the fields' translated labels, by name: the error summary names each field
	// it links to (a "required" message alone does not say which field).
	Labels map[string]string
	// Conflict, when set, says the save was refused because someone saved since the form was
	// opened (a 409): templates.FormErrors shows it, what was typed is kept
	// (docs/conventions.md, "Forms and errors").
	Conflict *SaveConflict
}

// SaveConflict is the one conflict banner: a page's explanation (zero: the shared one), the
// link to the latest version (what was typed is dropped) and, when the form carries the
// current version so that a second save replaces the other one, a "keep mine" button.
type SaveConflict struct {
	Text       Msg
	ReloadHref string
	Overwrite  bool
}

// NewForm is an empty form.
func NewForm() Form { return Form{Values: map[string]string{}} }

// FormFrom reads the named fields of the posted form, as typed.
func FormFrom(c fiber.Ctx, names ...string) Form {
	f := NewForm()
	for _, n := range names {
		f.Values[n] = c.FormValue(n)
	}
	return f
}

// Value is what was typed in a field (or the saved value the form was filled with).
func (f Form) Value(name string) string { return f.Values[name] }

// Set fills a field.
func (f *Form) Set(name, value string) {
	if f.Values == nil {
		f.Values = map[string]string{}
	}
	f.Values[name] = value
}

// Default fills a field with a saved value unless the form came back with what was typed.
func (f *Form) Default(name, saved string) {
	if _, typed := f.Values[name]; !typed {
		f.Set(name, saved)
	}
}

// Invalid reports whether a field has a problem.
func (f Form) Invalid(name string) bool { return f.Errors.Has(name) }

// Failed reports whether anything is wrong: a field or the whole form.
func (f Form) Failed() bool { return f.Errors.Len() > 0 || f.Error != nil }

// Fail sets the message about the whole form.
func (f *Form) Fail(key string, data map[string]any) { f.Error = &Msg{Key: key, Data: data} }

// Take copies the problems of a validation error (422) into the form and reports whether
// err was one; an error without fields becomes the form's message. Any other error is the
// caller's to return.
func (f *Form) Take(err error) bool {
	var e *Error
	if !errors.As(err, &e) || e.Status != http.StatusUnprocessableEntity {
		return false
	}
	f.Errors.AddAll("", e.Fields)
	if e.Fields.Len() == 0 {
		f.Fail(e.Key, e.Data)
	}
	return true
}

// ID is the element id of a field's control; its help and error are ID+"-help" and
// ID+"-error". Characters an id should not hold become "-".
func (f Form) ID(name string) string { return FieldID(f.Prefix + name) }

// FieldID is "f-" + name with every character but letters, digits, "_" and "-" turned to "-".
func FieldID(name string) string {
	var b strings.Builder
	b.WriteString("f-")
	for _, r := range name {
		if r == '_' || r == '-' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('-')
		}
	}
	return b.String()
}
