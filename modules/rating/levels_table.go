package rating

import (
	"github.com/a-h/templ"

	"greenconnect/modules/rating/views"
)

// LevelsTable is the table of the levels (Levels) under the page's caption: every page that
// lists the levels shows this one (docs/rating.md, "Levels and bands").
func LevelsTable(caption string) templ.Component { return views.LevelsTable(caption, levelRows()) }

// levelRows are the levels as the views show them.
func levelRows() []views.MethodLevel {
	rows := make([]views.MethodLevel, 0, len(Levels))
	for _, l := range Levels {
		rows = append(rows, views.MethodLevel{Name: l.Level.MessageKey(), From: l.From, To: l.To, Stars: l.Stars})
	}
	return rows
}
