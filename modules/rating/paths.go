package rating

// The module's addresses (docs/conventions.md, "Addresses"): its admin area and its API
// resource.
const (
	MethodPath   = "/green-rating"        // the published method: how every point is earned
	TablePath    = "/admin/green-rating"  // the points table editor (admins)
	tablePreview = TablePath + "/preview" // POST: the best path figure of the form as typed
	apiTablePath = "/api/greenRating"     // the points table: anyone reads it, admins change it
)
