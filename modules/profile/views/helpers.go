// Package views holds the profile module's pages: the rating page, the company profile
// form, the sustainability questions, the report, the public company page and the admin
// review. Handlers hand them view models (models.go); templates never query.
package views

import (
	"context"
	"strconv"

	"github.com/a-h/templ"

	"greenconnect/app/web"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func itoa(n int) string { return strconv.Itoa(n) }

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

// fileLabel names a stored file by the name it was uploaded under.
func fileLabel(ctx context.Context, f FileLink) string {
	if f.Name != "" {
		return f.Name
	}
	return t(ctx, "profile.detail.open_file")
}

// groupControl is the attributes of a control in a group of radios or checkboxes: the
// first has the field's id; each is invalid, and described by the error, with the field.
func groupControl(f web.Form, name string, first bool) templ.Attributes {
	a := templ.Attributes{}
	if first {
		a["id"] = f.ID(name)
	}
	if f.Invalid(name) {
		a["aria-invalid"] = "true"
		a["aria-describedby"] = f.ID(name) + "-error"
	}
	return a
}
