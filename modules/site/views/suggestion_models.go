package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// The view models of the suggestions' pages (docs/shell.md, "Suggestions").

// SuggestionsView is a signed-in user's page: the form that sends a suggestion and the
// user's own, newest first.
type SuggestionsView struct {
	Form       web.Form
	Action     string
	MaxSubject int
	MaxText    int
	Own        []SuggestionItem
}

// SuggestionItem is one suggestion as its sender reads it.
type SuggestionItem struct {
	Subject   string
	Text      string
	Sent      string // the date, in the reader's language
	Status    string // translated
	StatusKey string // new, planned, done, declined: the badge's colour
	Answer    string
	Answered  string // the date of the answer, "" for none
}

// SuggestionsAdminView is the admins' list of suggestions.
type SuggestionsAdminView struct {
	List templates.ListView
	Rows []SuggestionRow
}

// SuggestionRow is one suggestion of the admins' list.
type SuggestionRow struct {
	Subject   string
	Href      string
	From      string // the sender's address
	Status    string // translated
	StatusKey string
	Sent      string
	Answered  string // "" for none
}

// SuggestionAdminView is one suggestion's admin page with the form that sets its status
// and answer.
type SuggestionAdminView struct {
	BackHref   string
	Item       SuggestionItem
	From       string
	AnsweredBy string // "" for none
	Form       web.Form
	Action     string
	Version    int64
	Statuses   []templates.Option
	MaxAnswer  int
}

// statusBadge is the badge class of a suggestion's status.
func statusBadge(status string) string {
	switch status {
	case "new":
		return "badge-info"
	case "planned":
		return "badge-warning"
	case "done":
		return "badge-success"
	}
	return ""
}
