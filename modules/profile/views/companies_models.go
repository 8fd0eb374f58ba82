package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// CompaniesView is the admins' list of every company.
type CompaniesView struct {
	List    templates.ListView
	Rows    []CompanyRow
	NewHref string
}

// CompanyRow is one company in the list; texts translated.
type CompanyRow struct {
	Name      string
	Href      string
	Owner     string // the owner's email
	OwnerHref string
	Status    string
	StatusKey string
	Level     string // the published rating's level, with its total
	Plan      string
	Changed   string // the last change's date
}

// CompanyAdmin is an admin's page of one company; texts translated.
type CompanyAdmin struct {
	BackHref        string
	Name            string
	Details         []LabelValue // the company's details, those given
	Owner           string
	OwnerHref       string
	Status          string
	StatusKey       string
	RejectionReason string
	RatingNow       string // the working copy's level and total
	RatingPublished string // the last published rating's, or that there is none
	Plan            string
	Dates           []LabelValue
	ReviewHref      string
	AnswersHref     string // the form changing its answers on its behalf
	PublicHref      string // "" when not listed
	TransferAction  string
	Version         string
	Form            web.Form // the transfer form as typed
	Notice          string   // why the transfer was not made (a 409)
}

// CompanyNew is the form adding a company profile on a company's behalf.
type CompanyNew struct {
	BackHref   string
	Action     string
	Form       web.Form
	Countries  []templates.Option
	Industries []templates.Option
	Languages  []templates.Option
	MaxName    int
}
