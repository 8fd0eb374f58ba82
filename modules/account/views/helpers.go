package views

import (
	"context"
	"strconv"

	"github.com/a-h/templ"

	"greenconnect/app/web"
	"greenconnect/templates"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func intStr(n int) string { return strconv.Itoa(n) }

// csrf is the hidden token field of every form.
func csrf() templ.Component { return templates.CSRFField() }

// attrs are a control's further attributes: autocomplete and maxlength, which most of the
// account's inputs set.
func attrs(autocomplete string, maxLength int) templ.Attributes {
	a := templ.Attributes{}
	if autocomplete != "" {
		a["autocomplete"] = autocomplete
	}
	if maxLength > 0 {
		a["maxlength"] = intStr(maxLength)
	}
	return a
}

// with adds attributes to a.
func with(a templ.Attributes, more templ.Attributes) templ.Attributes {
	for k, v := range more {
		a[k] = v
	}
	return a
}

// shown is the form as a page with this proof shows it. An account without a password has
// no current password to type, and one without an authenticator app either has no proof
// to type (a recent sign-in stands in for them): a problem with such a field, which the
// page shows no control for, is told for the whole form, in its summary.
func (p ProofSpec) shown(f web.Form) web.Form {
	if p.HasPassword {
		return f
	}
	uncontrolled := map[string]bool{"current": true, "proof": !p.MFA}
	var kept web.FieldErrors
	for _, path := range f.Errors.Paths() {
		m, _ := f.Errors.Get(path)
		if !uncontrolled[path] {
			kept.Add(path, m.Key, m.Data)
		} else if f.Error == nil {
			f.Fail(m.Key, m.Data)
		}
	}
	f.Errors = kept
	return f
}

// proof is the account's kind of fresh proof.
func (v SettingsView) proof() ProofSpec {
	return ProofSpec{HasPassword: v.HasPassword, MFA: v.MFAEnabled}
}

// form is a section's form as the page shows it: what came back with errors, or an empty
// form. The page shows several forms with fields of the same name (current, proof, name), so
// every form but the profile's carries its section in its element ids (f-email-current,
// f-tokens-proof, f-connect-google-proof).
func (v SettingsView) form(section string) web.Form {
	f, ok := v.Forms[section]
	if !ok {
		f = web.NewForm()
	}
	if section != "name" && section != "photo" {
		f.Prefix = section + "-"
	}
	return v.proof().shown(f)
}

// nameForm is the profile's name form, filled with the saved name unless it came back.
func (v SettingsView) nameForm() web.Form {
	f := v.form("name")
	f.Default("name", v.Name)
	return f
}

// tokenLifetimes are the choices of a new token's lifetime.
func (v SettingsView) tokenLifetimes(ctx context.Context) []templates.Option {
	out := make([]templates.Option, len(v.TokenLifetimes))
	for i, days := range v.TokenLifetimes {
		out[i] = templates.Option{Value: intStr(days), Label: t(ctx, lifetimeLabel(days))}
	}
	return out
}

// tokensForm is the new-token form, its lifetime the default unless one came back.
func (v SettingsView) tokensForm() web.Form {
	f := v.form("tokens")
	if f.Value("expires") == "" {
		f.Set("expires", intStr(v.TokenDefault))
	}
	return f
}

// lifetimeLabel names a token lifetime (the ids are written out so the catalog test sees them).
func lifetimeLabel(days int) string {
	switch days {
	case 7:
		return "account.tokens.days_7"
	case 30:
		return "account.tokens.days_30"
	case 365:
		return "account.tokens.days_365"
	}
	return "account.tokens.days_90"
}

func avatarSrc(ctx context.Context, url string) string {
	if url != "" {
		return url
	}
	return templates.Asset(ctx, "img/avatar.svg")
}

// form is the enrolment form as the page shows it.
func (v EnrolView) form() web.Form { return v.Proof.shown(v.Form) }

func (v SMSEnrolView) form() web.Form { return v.Proof.shown(v.Form) }
