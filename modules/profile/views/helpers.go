// Package views holds the profile module's pages: the rating page, the company profile
// form, the sustainability questions, the report, the public company page and the admin
// review. Handlers hand them view models; templates never query.
package views

import (
	"context"
	"strconv"

	"github.com/a-h/templ"

	"greenconnect/app/web"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func itoa(n int) string { return strconv.Itoa(n) }

// Field is one form field's state: what was typed and what is wrong with it.
type Field struct {
	Name     string // the input's name
	Label    string // message id
	Help     string // message id, may be empty
	Value    string
	Error    string // translated
	Required bool
}

// ID is the input's element id.
func (f Field) ID() string { return "f-" + f.Name }

// aria ties the input to its state: required, invalid, and its help and error texts.
func (f Field) aria() templ.Attributes {
	a := templ.Attributes{}
	if f.Required {
		a["aria-required"] = "true"
	}
	if f.Error != "" {
		a["aria-invalid"] = "true"
	}
	if d := f.describedBy(); d != "" {
		a["aria-describedby"] = d
	}
	return a
}

func (f Field) describedBy() string {
	switch {
	case f.Error != "" && f.Help != "":
		return f.ID() + "-error " + f.ID() + "-help"
	case f.Error != "":
		return f.ID() + "-error"
	case f.Help != "":
		return f.ID() + "-help"
	}
	return ""
}

// Option is one choice of a select or radio group.
type Option struct {
	Value string
	Label string // translated
}

// OptGroup is a labelled group of options.
type OptGroup struct {
	Label   string // translated
	Options []Option
}

// Conflict is the choice offered when someone else saved first (the form keeps what was
// typed; Version is the current one, so saving again is a knowing overwrite).
type Conflict struct {
	Show       bool
	ReloadHref string
}

func statusBadge(status string) string {
	switch status {
	case "approved":
		return "badge-success"
	case "pending":
		return "badge-info"
	case "rejected":
		return "badge-error"
	}
	return ""
}

func fileLabel(ctx context.Context, f FileField) string {
	if f.File != "" {
		return f.File
	}
	return t(ctx, "profile.detail.open_file")
}
