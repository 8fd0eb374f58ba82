package views

import "greenconnect/app/web"

// GuidanceList is /admin/guidance: the wizard's sections and whose help text admins rewrote.
type GuidanceList struct {
	Rows []GuidanceRow
}

// GuidanceRow is one section of the list.
type GuidanceRow struct {
	Title     string // translated
	Href      string // its form
	Rewritten string // translated: the languages admins rewrote, or that none is
	Saved     string // translated date of the last save, "" before any
}

// GuidanceForm is /admin/guidance/{section}: the section's help text in each language, with
// the shipped text beside each field.
type GuidanceForm struct {
	Form     web.Form // a field per language code
	Action   string
	BackHref string
	Title    string // translated: the section's title
	Question string // translated: its question, for context
	Version  int
	Langs    []GuidanceLang
	Max      int // the longest text in a language
}

// GuidanceLang is one language's field.
type GuidanceLang struct {
	Code     string
	Label    string // the language named in itself
	HTMLLang string // its lang attribute
	Shipped  string // the shipped help text in that language
}

// SDGsPage is /admin/sdgs: the UN goals and the Global Compact's principles, translated, with
// how many listed companies work on each.
type SDGsPage struct {
	Langs      []LangLabel // the languages of each row's Translations, in order
	Goals      []ReferenceRow
	Principles []ReferenceArea
}

// ReferenceArea is an area of the Global Compact and its principles.
type ReferenceArea struct {
	Name string
	Rows []ReferenceRow
}

// ReferenceRow is one goal or principle.
type ReferenceRow struct {
	Number       int
	Name         string   // in the admin's language: the goal's name, or the principle's text
	About        string   // the goal's one-line statement ("" for a principle)
	Translations []string // the name in each of Langs
	Companies    int      // listed companies that work on it
	Href         string   // the directory filtered by it, or ""
	HrefLabel    string   // translated: what the link shows
}

// LangLabel is a language as a label of text written in it.
type LangLabel struct {
	Label    string // the language named in itself
	HTMLLang string // its lang attribute
}
