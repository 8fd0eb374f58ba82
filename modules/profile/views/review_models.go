package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// The view models of the review pages (/admin/profiles): the queue and one profile under
// review.

// QueuePage is the admins' review queue.
type QueuePage struct {
	Status string
	Tabs   []QueueTab
	List   templates.ListView // search, status, sort and pages
	Rows   []QueueRow
}

// QueueTab is one status with its count.
type QueueTab struct {
	Status string
	Count  int
	Href   string
}

// QueueRow is one profile of the queue.
type QueueRow struct {
	Company   string
	Country   string // translated
	Submitted string // translated date
	Changed   string // translated date
	Total     int
	Level     string
	Href      string
}

// ReviewPage is one profile under review, with the decision forms.
type ReviewPage struct {
	Company       CompanyHead
	Score         Score
	Status        string
	Published     bool
	Sections      []ReportSection
	Form          web.Form           // the rejection: reason and sections, as typed
	Flags         []templates.Option // the sections a rejection can flag
	Flagged       map[string]bool
	History       []string // translated lines
	CanDecide     bool
	Version       string // the snapshot's version: a decision names what the reviewer saw
	Notice        string // why the decision was not taken (a republish), translated
	ApproveAction string
	RejectAction  string
	MaxReason     int // the longest reason
}
