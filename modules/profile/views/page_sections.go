package views

import "greenconnect/templates"

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
}

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
