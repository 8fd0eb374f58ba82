package vsme

import (
	"strconv"

	"github.com/google/uuid"
)

// The module's addresses (docs/conventions.md, "Addresses": /my/vsme is the module's).
const (
	HomePath   = "/my/vsme"
	importPath = HomePath + "/import"
)

// ReportPath is the owner's page of a year's report.
func ReportPath(year int) string { return HomePath + "/" + strconv.Itoa(year) }

// ExportPath is a year's report in a format (xhtml, json, xlsx, csv).
func ExportPath(year int, format string) string { return ReportPath(year) + "/export?format=" + format }

// ImportPath is a staged import's page.
func ImportPath(id uuid.UUID) string { return importPath + "/" + id.String() }

// sharesPath is where the owner creates a link to a year's report.
func sharesPath(year int) string { return ReportPath(year) + "/shares" }

// shareRevokePath ends a link.
func shareRevokePath(id uuid.UUID) string { return HomePath + "/shares/" + id.String() + "/revoke" }

// sharedPrefix is the links' address (docs/vsme.md, "Sharing": /vsme is the module's).
const sharedPrefix = "/vsme/shared/"

// SharedPath is what a share link opens.
func SharedPath(token string) string { return sharedPrefix + token }

// sharedExportPath is a shared report in a format.
func sharedExportPath(token, format string) string {
	return SharedPath(token) + "/export?format=" + format
}
