package views

import (
	"strconv"
	"strings"

	"greenconnect/app/web"
	"greenconnect/templates"
)

// EntryView is a disclosure's form (/my/vsme/{year}/{disclosure}).
type EntryView struct {
	Year               int
	Code, Title        string
	Form               web.Form
	Action, ReportHref string
	BackHref           string
	Version            string
	Disclosures        []EntryNav
	Groups             []EntryGroup
	Entity             *EntityFields // B1 only: the reporting entity's identifier
	HasReport, Pending bool          // Pending: rows added or removed, not saved yet
}

// EntryNav is one disclosure in the forms' navigation.
type EntryNav struct {
	Code, Href string
	Current    bool
}

// EntryGroup is one part of the form (a presentation role): plain fields, a grid of a few
// members, or rows.
type EntryGroup struct {
	ID, Title string
	Fields    []EntryField // plain and grid
	Rows      []EntryRow   // rows
	IsRows    bool
	RowsName  string // the hidden field holding how many rows there are
	RowsCount string
	AddValue  string // the "action" of the add-a-row button
}

// EntryRow is one row of a table: its key (an identifier or a member) and its cells.
type EntryRow struct {
	Legend      string
	Key         EntryField
	Find        *EntryFind // a long list of members: the search that narrows Key's options
	Cells       []EntryField
	RemoveValue string
}

// EntryFind searches a row's long list of members (waste types, countries) without
// JavaScript: the button posts the form, which comes back with the list narrowed.
type EntryFind struct {
	Name, Label, ButtonValue string
	FoundName, Found         string // the hidden field with the search the list was narrowed by
	// Note says what the search found ("12 of 839 shown", "nothing matches: all shown").
	Note string
}

// EntryField is one datapoint's control.
type EntryField struct {
	Name  string
	Label string
	// Kind: text, textarea, number, date, year, select, multi (a long set), checks (a short
	// set), yesno, calc (read-only, calculated).
	Kind      string
	Options   []templates.Option
	Selected  map[string]bool // checks and multi
	UnitName  string          // number: the unit select's name ("" when only one unit)
	Units     []templates.Option
	Unit      string // the unit's symbol when there is no choice
	Calc      string // calc: the value shown
	RefHref   string
	RefText   string
	Prefilled bool
	Indent    bool // asked because of the answer above
	// ShownWhen: a follow-up the page shows at once when its answer changes, as
	// "<id of the answer's control>=<value>|<value>" (data-shown-when, docs/shell.md); Hidden:
	// not asked by the answer as it stands (without JavaScript it shows after the save).
	ShownWhen string
	Hidden    bool
}

// Completion is how complete a disclosure's form is, for the report page.
type Completion struct {
	Code, Href    string
	Filled, Total int
}

// errorRef is the id of a field's error line when it has one (for aria-describedby).
func errorRef(v EntryView, name string) string {
	if v.Form.Invalid(name) {
		return v.Form.ID(name) + "-error"
	}
	return ""
}

// checkID is a check box's id: the first takes the field's, where the error summary points.
func checkID(v EntryView, name string, i int) string {
	if i == 0 {
		return v.Form.ID(name)
	}
	return v.Form.ID(name) + "-" + strconv.Itoa(i)
}

// selected says whether a set's member is among the form's value (members separated by spaces).
func selected(v EntryView, name, member string) bool {
	for _, m := range strings.Fields(v.Form.Value(name)) {
		if m == member {
			return true
		}
	}
	return false
}

// BenchmarkView is the public peer benchmark.
type BenchmarkView struct {
	Form                         web.Form
	Action                       string
	MinPeers                     int
	Industries, Countries, Sizes []templates.Option
	Rows                         []BenchmarkRow
}

// BenchmarkRow is one group of peers.
type BenchmarkRow struct {
	Industry, Country, Size string
	N                       int
	Intensity, Renewable    string
}

// EntityFields is the reporting entity's identifier on the B1 form: a scheme, the name of
// another scheme, the identifier.
type EntityFields struct {
	SchemeName, OtherName, IDName string
	Schemes                       []templates.Option
}
