package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// The view models of the site's pages.

// PrivacyView is the privacy notice: the day it last changed, in the request's language,
// and the cookies the site sets.
type PrivacyView struct {
	Updated string
	Contact string // the operator's address for questions; empty: none configured
	Cookies []Cookie
}

// Cookie is one cookie the site sets: its name as the browser shows it and the message
// that says what it is for.
type Cookie struct {
	Name    string
	Purpose string
}

// AdminIndexPage is the admin area's index: the areas the user may reach.
type AdminIndexPage struct {
	Areas []AdminArea
}

// AdminArea is one admin area's card; Label and Help are message ids (registered by the
// area's module).
type AdminArea struct {
	ID, Href, Label, Help, Icon string
}

// iconOr is an area's icon, the shield when it names none.
func iconOr(name string) string {
	if name == "" {
		return "shield"
	}
	return name
}

// AuditView is the audit log's page.
type AuditView struct {
	List templates.ListView
	Rows []AuditRow
}

// AuditRow is one recorded action, ready to read.
type AuditRow struct {
	At, Who, Action, Object, Note string
	Changes                       []string // "status: pending → approved"
}

// DashboardView is the signed-in user's dashboard.
type DashboardView struct {
	Name      string
	Attention []string // translated
	Cards     []web.DashboardCard
}
