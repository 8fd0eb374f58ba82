// Package views holds the rating module's pages: the admin's points table editor.
package views

import (
	"context"
	"strconv"

	"greenconnect/app/web"
)

// TableForm is the points table editor's view model.
type TableForm struct {
	// Form holds the points as typed and their problems, both by path; its Error is a
	// problem of the table as a whole.
	Form     web.Form
	Action   string         // where the form posts, and the reload after a conflict
	Version  int            // the table's version this form edits
	Plain    []Cell         // the three plain points
	Sections []Row          // one row per rated section
	Stages   []string       // column headings (message ids)
	Figure   BestPathFigure // the best path of the entries as typed
	MaxTotal int            // the highest score there is
}

// BestPathFigure is the highest total the editor's entries allow, as typed, and past the
// limit the entries that take it there (translated); htmx posts the form to Preview on each
// change and swaps the figure.
type BestPathFigure struct {
	Total, Max int
	PastLimit  []string
	Preview    string
}

// Over reports whether the best path is past the limit.
func (b BestPathFigure) Over() bool { return b.Total > b.Max }

// Row is one section's row: a cell per stage (accreditations' DEFINED has three).
type Row struct {
	Label string // message id of the section name
	Cells [][]Cell
}

// Cell is one number input.
type Cell struct {
	Path  string // the entry's path: the input's name
	Label string // translated
}

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func intStr(n int) string { return strconv.Itoa(n) }

// MethodPage is the published method: how every point of the Green Rating is earned.
type MethodPage struct {
	Plain     []MethodPlain
	Stages    []string // column headings (message ids)
	Sections  []MethodRow
	Levels    []MethodLevel
	Covers    []MethodCover
	Max       int
	BestPath  int
	Version   int
	UpdatedOn string         // translated: when the table last changed; "" for the table as it ships
	Changes   []MethodChange // the latest changes of the table, newest first
}

// MethodChange is one saved version of the table and what it changed.
type MethodChange struct {
	Version int
	Date    string   // translated
	Lines   []string // translated: "Carbon accounting · Yes, done: 60 → 70"
}

// MethodPlain is a plain entry of the table.
type MethodPlain struct {
	Label  string // message id
	Points int
}

// MethodRow is a section's points by stage.
type MethodRow struct {
	Label  string   // message id of the section's name
	Points []string // by stage, as written (accreditations' DEFINED by type)
}

// MethodLevel is a named level and its totals.
type MethodLevel struct {
	Name            string // message id
	From, To, Stars int
}

// MethodCover is one answer that makes other sections not count.
type MethodCover struct {
	By       string // message id: the covering answer
	Sections string // translated, joined
}
