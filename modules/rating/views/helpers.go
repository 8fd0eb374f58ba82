// Package views holds the rating module's pages: the admin's points table editor.
package views

import (
	"context"
	"strconv"

	"greenconnect/app/web"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

// TableForm is the points table editor's view model.
type TableForm struct {
	Version  int
	Plain    []Cell     // the three plain points
	Sections []RowModel // one row per rated section
	Stages   []string   // column headings (message ids)
	Message  string     // a problem with the table as a whole, translated
	BestPath int
	Conflict bool // someone saved since this form was read; Version is now theirs
}

// RowModel is one section's row: a cell per stage (accreditations' DEFINED has three).
type RowModel struct {
	Label string // message id of the section name
	Cells [][]Cell
}

// Cell is one number input.
type Cell struct {
	Path  string // the entry's path, also the input's name
	Label string // accessible label, translated
	Value string // as typed
	Error string // translated
}

func inputID(path string) string { return "pt-" + path }

func intStr(n int) string { return strconv.Itoa(n) }
