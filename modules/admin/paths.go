package admin

// IndexPath is the admin area's index; every /admin/<area> below it is its module's
// (docs/conventions.md, "Addresses").
const IndexPath = "/admin"
