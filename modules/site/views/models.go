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

// Queue is one queue of staff work as shown: its count and since when its oldest waits,
// translated.
type Queue struct {
	Key, Area, Title, Href string
	Count                  int
	CountText              string // "3 waiting", "Empty"
	Oldest                 string // "oldest waiting since ...", "" when empty
}

// AdminArea is one admin area's card; Label and Help are message ids (registered by the
// area's module).
type AdminArea struct {
	ID, Href, Label, Help, Icon string
	Queue                       *Queue // the area's queue, when it has one
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
	List       templates.ListView
	Rows       []AuditRow
	RangeError string // translated: the date range is impossible
	CSVHref    string // the filtered rows as CSV
}

// AuditRow is one recorded action, ready to read.
type AuditRow struct {
	At, Who, Action, Object, Note string
	ActionID                      string   // the action's stable id ("profile.review.approve")
	WhoHref, ObjectHref           string   // "" when there is nothing to link to
	Changes                       []string // "status: pending → approved"
	Before, After                 string   // the raw JSON, indented, for the details toggle
}

// DashboardView is the signed-in user's dashboard.
type DashboardView struct {
	Name      string
	Attention []web.Msg
	Cards     []web.DashboardCard
	Staff     bool    // a moderator or admin: their queues first, their company's cards below
	Queues    []Queue // the staff's queues
}

// AggregationView is the admin area's counts: the periods the weekly charts offer, the span
// they cover, and every table.
type AggregationView struct {
	Periods []Choice
	Span    string // translated: the first and last day of the weekly charts
	Tables  []AggregationTable
}

// Choice is a link among exclusive choices; Current is the chosen one.
type Choice struct {
	Label, Href string
	Current     bool
}

// AggregationTable is one table as a chart with its data table, and its CSV's address.
type AggregationTable struct {
	Chart   templates.Chart
	Empty   bool // no rows: the chart says so
	CSVHref string
}

// ConsentView is the consent settings page: each consent with the visitor's answer and the
// form that changes it (docs/shell.md, "Consent").
type ConsentView struct {
	Items []ConsentItem
	Saved string       // the key just changed ("all" after a reset), whose new answer the page confirms; "" for none
	Reset *ConsentItem // the form that withdraws every answer at once; nil when none is given
}

// ConsentItem is one consent key: Given says the visitor agreed; the form posts Key to
// Action (giving it, or withdrawing it when Given), then comes back to Back.
type ConsentItem struct {
	Key    string
	Given  bool
	Action string
	Back   string
}
