package profile

import (
	"github.com/google/uuid"

	"greenconnect/modules/account"
)

// The module's addresses. Routes are written from them, and handlers put them in the view
// models: templates never build an address. /sustainability-profile is the profile's alone;
// /companies/{id}, /admin/profiles and /api/sustainability are its parts of shared prefixes
// (docs/conventions.md, "Addresses").
const (
	RatingPath         = "/sustainability-profile"  // the company's rating, with the lifecycle
	tourPath           = RatingPath + "?tour=1"     // the rating page with the walkthrough open again
	CompanyPath        = RatingPath + "/company"    // the company profile form
	companyMissingPath = CompanyPath + "?missing=1" // the form naming what publishing still needs
	WizardPath         = RatingPath + "/wizard"     // the sections' questions; ?s=<key> is one section
	ReportPath         = RatingPath + "/report"     // the report preview
	publishPath        = RatingPath + "/publish"
	unpublishPath      = RatingPath + "/unpublish"
	VerificationPath   = RatingPath + "/verification" // Green Verification: what the company asked, and its marks
	verifyCompanyPath  = VerificationPath + "/company"
	verifyItemPath     = VerificationPath + "/item"

	QueuePath = "/admin/profiles" // the admins' review queue; + "/{id}" is one review
	// VerificationQueuePath is the admins' Green Verification queue; + "/{id}" is one request.
	VerificationQueuePath = "/admin/verification"
	// AdminCompaniesPath is the admins' list of every company; + "/{id}" is one company.
	AdminCompaniesPath  = "/admin/companies"
	adminCompanyNewPath = AdminCompaniesPath + "/new" // the form adding a profile on a company's behalf
	// GuidancePath is the admins' list of the wizard's help texts; + "/{section key}" edits one.
	GuidancePath = "/admin/guidance"
	// SDGsPath is the admins' page of the UN goals and Global Compact principles companies pick.
	SDGsPath = "/admin/sdgs"

	companiesPath = "/companies" // + "/{id}": a listed profile's public page; + "/{id}/badge" is the directory's

	apiPath            = "/api/sustainability" // POST: a save; + "/{id}": a record
	apiMinePath        = apiPath + "/me"
	apiPublishPath     = apiPath + "/publish"
	apiUnpublishPath   = apiPath + "/unpublish"
	apiFilesPath       = apiPath + "/files"
	apiWalkthroughPath = apiPath + "/walkthrough"
)

// PublicPath is a profile's public page.
func PublicPath(id uuid.UUID) string { return companiesPath + "/" + id.String() }

// sectionPath is the questions of one section.
func sectionPath(key string) string { return WizardPath + "?s=" + key }

// reviewPath is an admin's review of a profile; its decisions post to approvePath and
// rejectPath.
func reviewPath(id uuid.UUID) string { return QueuePath + "/" + id.String() }

func approvePath(id uuid.UUID) string { return reviewPath(id) + "/approve" }

func rejectPath(id uuid.UUID) string { return reviewPath(id) + "/reject" }

// queueStatusPath is the queue of the profiles with a status.
func queueStatusPath(s Status) string { return QueuePath + "?status=" + string(s) }

// verificationRequestPath is an admin's page of one verification request, where it is decided.
func verificationRequestPath(id uuid.UUID) string { return VerificationQueuePath + "/" + id.String() }

// adminCompanyPath is an admin's page of one company, where its transfer is posted to
// adminTransferPath.
func adminCompanyPath(id uuid.UUID) string { return AdminCompaniesPath + "/" + id.String() }

func adminTransferPath(id uuid.UUID) string { return adminCompanyPath(id) + "/transfer" }

// adminAnswersPath is an admin's form of one section of a company's answers, changed on
// the company's behalf (the owner's wizard form, with a reason).
func adminAnswersPath(id uuid.UUID, key string) string {
	return adminCompanyPath(id) + "/answers?s=" + key
}

// ownerPath is the admin page of a company's owner (the account module's).
func ownerPath(id uuid.UUID) string { return account.UsersPath + "/" + id.String() }

// guidanceSectionPath is the admins' form of one section's help text.
func guidanceSectionPath(key string) string { return GuidancePath + "/" + key }
