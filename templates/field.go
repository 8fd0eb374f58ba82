package templates

import (
	"context"
	"strconv"

	"github.com/a-h/templ"

	"greenconnect/app/web"
)

// Input describes one form control for Field: what kind it is, its label and help. Its
// value and its error come from the web.Form it is rendered with, under Name.
type Input struct {
	Name     string // the control's name; its value and its error are under this name
	Type     string // text (default), email, url, number, date, password, textarea, select, checkbox, file
	Label    string // translated
	Help     string // translated; "" for none
	Required bool   // marks the label and the control
	Options  []Option
	Choose   string // select: the label of the empty first option; "" for none
	Rows     int    // textarea: its height in lines (4 when 0)
	Accept   string // file: the accepted types
	Multiple bool   // file, select: more than one
	Value    string // checkbox: the value it sends when ticked ("true" when "")
	Refill   bool   // password: put back what was typed (a new password, never one being checked)
	Attrs    templ.Attributes

	// HideLabel leaves the label to screen readers: a cell of a table whose row and column
	// headings already say what it is.
	HideLabel bool
}

// Option is one choice of a select; consecutive options with the same Group are shown in
// one <optgroup> labelled Group.
type Option struct {
	Value string
	Label string // translated
	Group string // translated; "" for none
}

type optGroup struct {
	Label   string
	Options []Option
}

// groups gathers consecutive options of the same group: each group's options are a part
// of options itself, not a copy (a country list is rendered on every listing page).
func groups(options []Option) []optGroup {
	var out []optGroup
	start := 0
	for i := 1; i <= len(options); i++ {
		if i == len(options) || options[i].Group != options[start].Group {
			out = append(out, optGroup{Label: options[start].Group, Options: options[start:i:i]})
			start = i
		}
	}
	return out
}

// control is the attributes every kind of control shares: id, name, required, and ARIA
// tying it to its help and error.
func control(f web.Form, in Input) templ.Attributes {
	a := templ.Attributes{"id": f.ID(in.Name), "name": in.Name}
	if in.Required {
		a["required"] = true
	}
	var described string
	if in.Help != "" {
		described = f.ID(in.Name) + "-help"
	}
	if f.Invalid(in.Name) {
		a["aria-invalid"] = "true"
		if described != "" {
			described += " "
		}
		described += f.ID(in.Name) + "-error"
	}
	if described != "" {
		a["aria-describedby"] = described
	}
	if in.Multiple {
		a["multiple"] = true
	}
	for k, v := range in.Attrs {
		a[k] = v
	}
	return a
}

func inputType(in Input) string {
	if in.Type == "" {
		return "text"
	}
	return in.Type
}

// inputValue is what a text-like input shows: what was typed, except a password being
// checked.
func inputValue(f web.Form, in Input) string {
	if in.Type == "password" && !in.Refill {
		return ""
	}
	return f.Value(in.Name)
}

func checkValue(in Input) string {
	if in.Value == "" {
		return "true"
	}
	return in.Value
}

func rows(in Input) string {
	if in.Rows == 0 {
		return "4"
	}
	return strconv.Itoa(in.Rows)
}

// alertID is the id of a form's error summary.
func alertID(f web.Form) string {
	if f.Prefix == "" {
		return "form-alert"
	}
	return web.FieldID(f.Prefix + "alert")
}

// fieldMessage is a field's problem as the summary lists it: after the field's label when
// the form knows it.
func fieldMessage(ctx context.Context, f web.Form, path string) string {
	m, _ := f.Errors.Get(path)
	if label := f.Labels[path]; label != "" {
		return t(ctx, "shell.form.problem", map[string]any{"Field": label, "Problem": m.Text(ctx)})
	}
	return m.Text(ctx)
}
