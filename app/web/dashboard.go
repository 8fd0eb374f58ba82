package web

import (
	"context"
	"time"
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

// StaffQueue is one queue of work waiting for staff (docs/shell.md, "Dashboard"): shown on a
// moderator's or admin's dashboard above their company's cards, and on the admin index
// beside its area.
type StaffQueue struct {
	Key    string     // a stable name: the queue's data-testid is "queue-<Key>"
	Area   string     // the ID of the NavAdmin item whose page holds the queue
	Title  string     // translated
	Count  int        // how many wait
	Oldest *time.Time // since when the longest-waiting one waits; nil when none does
	Href   string     // the queue's list
	Order  int
}

// QueueSource gives a module's queues for the signed-in user: only those their roles work.
type QueueSource func(ctx context.Context, u *User) ([]StaffQueue, error)
