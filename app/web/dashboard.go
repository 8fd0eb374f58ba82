package web

import (
	"context"
)

// The dashboard (docs/shell.md, "Dashboard"): where a signed-in user lands. The site draws it
// from cards the modules give at wiring, so it imports none of them.

// DashboardCard is one block of the dashboard, as plain view data.
type DashboardCard struct {
	Key       string   // a stable name: the card's data-testid
	Title     string   // translated
	Figure    string   // translated: the headline (a score, a count, a plan), "" for none
	Lines     []string // translated
	Attention []string // translated: what needs the user's attention, shown first on the page
	Links     []Link
	Order     int // cards are drawn by Order
}

// Link is a labelled address.
type Link struct {
	Label string // translated
	Href  string
}

// DashboardSource gives a module's cards for the signed-in user (none when it has nothing).
type DashboardSource func(ctx context.Context, u *User) ([]DashboardCard, error)
