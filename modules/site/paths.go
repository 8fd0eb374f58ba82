package site

// The module's addresses (docs/conventions.md, "Addresses").
const (
	HomePath        = "/"
	AboutPath       = "/about"
	TermsPath       = "/terms"
	PrivacyPath     = "/privacy"
	PreferencesPath = "/preferences" // the page, and where the header's panel posts
	drawerPath      = PreferencesPath + "/drawer"
	consentPath     = "/consent"
)
