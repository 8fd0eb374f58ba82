package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// The view models of the services' admin pages (docs/directory.md, "Administration").

// AdminServicesView is the admin list of services.
type AdminServicesView struct {
	List    templates.ListView
	Rows    []AdminServiceRow
	CSVHref string // the filtered list as a CSV file
}

// AdminServiceRow is one service of the admin list.
type AdminServiceRow struct {
	Name        string
	Href        string // its admin page
	Category    string // translated
	Company     string
	CompanyHref string // the public company page, "" while it is not listed
	Country     string // translated
	Owner       string // the owner's address
	State       string // translated
	StateKey    string // published, unpublished, draft: the badge's colour
	Updated     string
}

// AdminServiceView is one service's admin page: its state, owner and takedown, the form
// that unpublishes it, and the service as the public sees it.
type AdminServiceView struct {
	BackHref     string
	Name         string
	State        string // translated
	StateKey     string
	Company      string
	CompanyHref  string // "" while the company is not listed
	Owner        string
	Updated      string
	Takedown     *TakedownView // an admin unpublished it
	CanUnpublish bool          // published: the form shows
	Action       string        // where the form posts
	Version      int
	Form         web.Form
	MaxReason    int
	Service      ServiceView
}

// TakedownView is an admin's unpublishing as the pages show it.
type TakedownView struct {
	Reason string
	At     string // the date, in the reader's language
	By     string // the admin's address ("" on the owner's pages)
	Edited bool   // the owner edited the service since: it may publish again
}

// stateBadge is the badge class of a service's admin state.
func stateBadge(state string) string {
	switch state {
	case "published":
		return "badge-success"
	case "unpublished":
		return "badge-error"
	}
	return ""
}
