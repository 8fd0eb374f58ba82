package site

import "github.com/google/uuid"

// The module's addresses (docs/conventions.md, "Addresses").
const (
	HomePath        = "/"
	AboutPath       = "/about"
	TermsPath       = "/terms"
	PrivacyPath     = "/privacy"
	PreferencesPath = "/preferences" // the page, and where the header's panel posts
	drawerPath      = PreferencesPath + "/drawer"
	// ConsentPath is the consent settings page (the footer links it); a consent is given by
	// a POST to it and withdrawn by a POST to + "/withdraw".
	ConsentPath         = "/consent"
	consentWithdrawPath = ConsentPath + "/withdraw"

	// SuggestionsPath is where a signed-in user sends a suggestion and reads its own;
	// AdminSuggestionsPath the admins' list (+ "/{id}": one suggestion, where its answer posts).
	SuggestionsPath      = "/suggestions"
	AdminSuggestionsPath = "/admin/suggestions"
)

// consentSavedPath is the settings page after a change, which it confirms.
func consentSavedPath(key string) string { return ConsentPath + "?saved=" + key }

// AdminSuggestionPath is one suggestion's admin page.
func AdminSuggestionPath(id uuid.UUID) string { return AdminSuggestionsPath + "/" + id.String() }
