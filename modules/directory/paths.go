package directory

import (
	"strings"

	"github.com/google/uuid"
)

// The module's addresses. Routes are written from them, and handlers put them in the view
// models: templates never build an address. The prefixes are the directory's alone, except
// /my/ and /companies/{id}/, which are split by their next segment (docs/conventions.md,
// "Addresses").
const (
	DirectoryPath    = "/directory"
	MarketPath       = "/marketplace/services"
	TrainingPath     = "/sustainability-training"
	ServicesPath     = "/services"    // + "/{id}": a service's page
	ManagePath       = "/my/services" // the company's services; + "/{id}" is one of them
	NewServicePath   = ManagePath + "/new"
	BadgeSnippetPath = "/my/badge"

	// oldBadgeSnippetPath is where the snippet page was, inside the profile module's prefix;
	// it answers with a 301 to BadgeSnippetPath.
	oldBadgeSnippetPath = "/sustainability-profile/badge"

	companiesPath = "/companies" // + "/{id}": the profile module's; + "/{id}/badge": ours

	apiServicePath  = "/api/sustainableService"  // + "/{id}", "/preview/{id}"
	apiServicesPath = "/api/sustainableServices" // + "/{companyProfileId}", "/preview"
	// The public, read-only listing API (docs/api.md): open to other sites.
	PublicCompaniesPath = "/api/public/companies"
	PublicServicesPath  = "/api/public/services"

	badgePrefix     = "/badge/" // + "{profileId}.svg" or ".json": for other sites, without sessions
	badgeScriptPath = "/embed/badge.js"

	// AdminServicesPath is the admins' list of every service; + "/{id}" is one service.
	AdminServicesPath    = "/admin/services"
	adminServicesCSVPath = AdminServicesPath + "/export.csv"
)

// EmbedPrefixes are the paths other sites embed. They answer without sessions, CSRF
// tokens or cookies, so the server wires them ahead of those middlewares.
var EmbedPrefixes = []string{badgePrefix, "/embed/"}

// IsBadgeData reports whether an address is a badge's JSON (read by the badge script and
// other programs: its errors are JSON, docs/shell.md "Errors").
func IsBadgeData(path string) bool {
	return strings.HasPrefix(path, badgePrefix) && strings.HasSuffix(path, ".json")
}

// ServicePath is a service's page.
func ServicePath(id uuid.UUID) string { return ServicesPath + "/" + id.String() }

// ServiceWebsitePath is where a service's website button leads: it asks for the service
// consent, then sends the visitor on to the website the service stores (docs/directory.md,
// "Leaving for a website").
func ServiceWebsitePath(id uuid.UUID) string { return ServicePath(id) + "/website" }

// websiteHref is the website button's address: "" when the service has no website.
func websiteHref(id uuid.UUID, url string) string {
	if url == "" {
		return ""
	}
	return ServiceWebsitePath(id)
}

// ManagedServicePath is one of the company's services: its form posts here.
func ManagedServicePath(id uuid.UUID) string { return ManagePath + "/" + id.String() }

// EditServicePath is the form that edits one of the company's services.
func EditServicePath(id uuid.UUID) string { return ManagedServicePath(id) + "/edit" }

// CompanyPath is a company's public page, the profile module's.
func CompanyPath(id uuid.UUID) string { return companiesPath + "/" + id.String() }

// BadgeCheckPath is the page that explains a company's badge.
func BadgeCheckPath(id uuid.UUID) string { return CompanyPath(id) + "/badge" }

// BadgeImagePath is a company's badge image in one language.
func BadgeImagePath(id uuid.UUID, lang string) string {
	return badgePrefix + id.String() + ".svg?lang=" + lang
}

// AdminServicePath is one service's admin page; its takedown form posts to + "/unpublish".
func AdminServicePath(id uuid.UUID) string { return AdminServicesPath + "/" + id.String() }
