// Package views holds the VSME module's pages: the owner's list of years with the import
// form, an import waiting for confirmation, and a year's report by disclosure.
package views

import (
	"context"
	"strconv"

	"greenconnect/app/web"
)

// HomeView is /my/vsme.
type HomeView struct {
	Form         web.Form
	UploadAction string
	MaxMB        int
	Years        []YearLink
	Enter        []YearLink // the years to enter by hand: this one and the last
}

// YearLink is one stored year.
type YearLink struct {
	Year    int
	Href    string
	Source  string // translated
	Updated string
	Current bool
}

// ImportView is a staged import.
type ImportView struct {
	Filename, Entity, Identifier, Period, Source string
	// Template says which version of the digital template the workbook states and by which
	// version's names it was read ("" for an xBRL-JSON report).
	Template                              string
	Year                                  int
	Replaces                              bool // a report of that year exists and will be replaced
	Facts                                 int
	Disclosures                           []Count
	Issues                                []IssueRow
	ConfirmAction, CancelAction, BackHref string
}

// Count is how many facts a disclosure got.
type Count struct {
	Code, Title string
	N           int
}

// IssueRow is a value that could not be read, translated.
type IssueRow struct{ Where, Datapoint, Value, Reason string }

// ReportView is a year's report by disclosure.
type ReportView struct {
	Year                         int
	Entity, Identifier, Period   string
	Years                        []YearLink
	Earlier                      []int // the earlier years shown beside this one
	Sections                     []Section
	Downloads                    []Download
	BackHref                     string
	RenewableShare, GHGIntensity string
	Completion                   []Completion // each disclosure's form and how complete it is
	// Public figures: the owner's choice, where the company stands among its peers.
	PublicAction, BenchmarkHref      string
	PublicIntensity, PublicRenewable bool
	Position                         []string
	// Sharing: the form, the year's links, and a link just made (shown once).
	ShareForm   web.Form
	ShareAction string
	ShareDays   []int
	Shares      []ShareRow
	NewLink     string
}

// ShareRow is one link as its owner sees it.
type ShareRow struct {
	Label, Expires, Status, LastOpened string
	Opens                              int64
	Active                             bool
	RevokeAction                       string
}

// SharedView is what a share link opens.
type SharedView struct {
	Year                       int
	Entity, Identifier, Period string
	Until                      string
	Downloads                  []Download
	Sections                   []Section
}

// Section is one disclosure table of the taxonomy.
type Section struct {
	ID, Title string
	Rows      []Row
}

// Row is one datapoint: this year's value and the earlier years'.
type Row struct {
	Label, Breakdown, Value, Unit string
	RefHref, RefText              string
	Calculated                    bool
	Earlier                       []string
}

// Download is one export link.
type Download struct{ Href, Label, Help string }

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func itoa(n int) string { return strconv.Itoa(n) }
