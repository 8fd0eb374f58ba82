package views

// The view models of the site's pages.

// PrivacyView is the privacy notice: the day it last changed, in the request's language,
// and the cookies the site sets.
type PrivacyView struct {
	Updated string
	Contact string // the operator's address for questions; empty: none configured
	Cookies []Cookie
}

// Cookie is one cookie the site sets: its name as the browser shows it and the message
// that says what it is for.
type Cookie struct {
	Name    string
	Purpose string
}
