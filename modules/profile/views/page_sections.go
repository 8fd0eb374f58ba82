package views

import (
	"context"
	"io"

	"github.com/a-h/templ"

	"greenconnect/templates"
)

// PageSection is a block another module adds to a listed company's public page (its
// services, its posts, its badge), as plain view data: the page draws every block alike.
// The profile's handlers fill it from the source's profile.PageSection.
type PageSection struct {
	Key   string     // a stable name ("services", "badge", "posts"): the block's data-testid
	Title string     // message id of the block's heading
	Text  string     // message id of a line under the heading; "" for none
	Items []PageItem // the entries, each linked
	Links []PageLink // links under the entries
	// Lines are the source's sentences, translated.
	Lines []string
	// Charts are drawn after the lines, each with its data table (docs/conventions.md, "Charts").
	Charts []templates.Chart
	// Slot marks where a live source's blocks go in a page drawn at its build (SlotMark):
	// the block has nothing else.
	Slot bool `json:",omitempty"`
}

// SlotMark is a Slot in a drawn page: a comment, which no escaped text can hold.
const SlotMark = "<!--live-->"

// PageItem is one entry of a page section: its own name and text (not translated).
type PageItem struct {
	Name string
	Href string
	Text string // a line about it; "" for none
}

// PageLink is a link of a page section, labelled by a message id.
type PageLink struct {
	Label string // message id
	Href  string
}

// DrawnPage is a company page drawn at its build (docs/profile.md, "The page drawn at its
// build"): its parts as drawn, and between them the blocks of each live source, drawn now.
func DrawnPage(parts []string, live [][]PageSection) templ.Component {
	return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
		for i, p := range parts {
			if _, err := io.WriteString(w, p); err != nil {
				return err
			}
			if i == len(live) {
				continue
			}
			for _, b := range live[i] {
				if err := pageBlock(b).Render(ctx, w); err != nil {
					return err
				}
			}
		}
		return nil
	})
}
