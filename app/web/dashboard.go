package web

import (
	"context"
	"strconv"
	"time"
)

// The dashboard (docs/shell.md, "Dashboard"): where a signed-in user lands. The site draws it
// from cards the modules give at wiring, so it imports none of them. A card is data and
// message ids: the page translates it (docs/conventions.md, "Services return data, views say
// it").

// DashboardCard is one block of the dashboard.
type DashboardCard struct {
	Key       string // a stable name: the card's data-testid
	Title     Msg
	Figure    Msg  // the headline (a score, a plan); zero for none, or for Count
	Count     *int // the headline as a number, written in the reader's language (nil: Figure)
	Lines     []Msg
	Attention []Msg // what needs the user's attention, shown first on the page
	Links     []Link
	Order     int // cards are drawn by Order
}

// FigureText is the card's headline in the reader's language ("" for none).
func (c DashboardCard) FigureText(ctx context.Context) string {
	if c.Count == nil {
		return c.Figure.Text(ctx)
	}
	if loc := ShellFrom(ctx).Loc; loc != nil {
		return loc.Number(*c.Count)
	}
	return strconv.Itoa(*c.Count)
}

// Link is a labelled address.
type Link struct {
	Label Msg
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
	Title  Msg        // the queue's name
	Count  int        // how many wait
	Oldest *time.Time // since when the longest-waiting one waits; nil when none does
	Href   string     // the queue's list
	Order  int
}

// QueueSource gives a module's queues for the signed-in user: only those their roles work.
type QueueSource func(ctx context.Context, u *User) ([]StaffQueue, error)
