package rating

// The module's addresses (docs/conventions.md, "Addresses"): its admin area and its API
// resource.
const (
	MethodPath   = "/green-rating"       // the published method: how every point is earned
	TablePath    = "/admin/green-rating" // the points table editor (admins)
	apiTablePath = "/api/greenRating"    // the points table: anyone reads it, admins change it
)
