// Package views holds the admin index's page.
package views

// IndexPage is the admin index: the areas the user may reach.
type IndexPage struct {
	Areas []Area
}

// Area is one admin area's card; Label and Help are message ids (registered by the area's
// module).
type Area struct {
	ID, Href, Label, Help, Icon string
}
