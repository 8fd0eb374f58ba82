// Package views holds the account module's pages and fragments.
package views

import (
	"github.com/a-h/templ"

	"greenconnect/app/web"
)

// The view models of the account's pages: handlers fill them, templates read them. Texts are
// translated and addresses built by the handlers (the module's paths.go): templates never
// build an address. A form shown again is a web.Form.

// Links are the module's fixed addresses the pages link and post to, the same on every page.
type Links struct {
	SignIn, SignUp, Forgot string
	Resend                 string // asks for a new verification link
	Strength               string // the password strength hint (htmx)
	Challenge              string // the second step of a sign-in
	ChallengeCancel        string
	Complete               string // finishes a sign-up that started at a provider
	// What the settings page's forms post to.
	SavePhoto, RemovePhoto, SaveName string
	ChangeEmail, ChangePassword      string
	CancelEmail                      string // voids the pending email change
	Enrol                            string // the authenticator app's enrolment page (and its form)
	NewCodes, DisableMFA             string
	CreateToken                      string
	SignOutEverywhere, DeleteAccount string
	SMSEnrol, SMSConfirm             string // the phone's enrolment: send a code, confirm it
	ChallengeSMS                     string // texts a code for the second step of a sign-in
	MFASection                       string // settings, at its two-step verification section
	DisplaySection                   string // settings, at its display preferences
	Export                           string // the data export's download
}

// Provider is a "continue with" link of the sign-in and sign-up pages.
type Provider struct {
	Name  string
	Label string // the brand's name, not translated
	Href  string // starts the round trip to the provider
}

// SignInView is the sign-in page.
type SignInView struct {
	Links
	Form         web.Form
	Next         string
	Providers    []Provider
	LinkProvider string // an identity waits to be linked by this sign-in
	LinkEmail    string
	Unverified   bool // the password was right but the email is not verified: offer a new link
	AskCode      bool // the account is held back: a second-factor code with the password signs in anyway
}

// ChallengeView is the second step of a sign-in: a code.
type ChallengeView struct {
	Links
	Form     web.Form
	SMSPhone string // the enrolled number, masked ("" without the SMS factor or a provider)
	TOTP     bool   // an authenticator app is enrolled too: the person chooses
}

// SignUpView is the sign-up page.
type SignUpView struct {
	Links
	Form      web.Form
	Providers []Provider
}

// CompleteSignUpView finishes a sign-up that started at a provider.
type CompleteSignUpView struct {
	Links
	Form     web.Form
	Provider string
	Email    string
}

// CheckEmailView says a link was mailed, with a way to ask again.
type CheckEmailView struct {
	Links
	Email string
	Form  web.Form
}

// VerifyView is where a verification link lands: a button confirms the address. The link
// alone changes nothing, because mail scanners follow links.
type VerifyView struct {
	Action string // the link's own address, which the button posts to
	Email  string
}

// LinkFailedView explains a mail link that cannot be used and offers the next step. The
// form's message (Form.Error) is why.
type LinkFailedView struct {
	Links
	Title string // translated
	Retry string // "verify", "reset" or "" (nothing to ask again)
	Form  web.Form
}

// ForgotView asks for the address to send a reset link to.
type ForgotView struct {
	Links
	Form web.Form
}

// SentView says where a link was mailed.
type SentView struct {
	Links
	Email string
}

// ResetView is the new-password form of a reset link.
type ResetView struct {
	Links
	Action string // the link's own address, which the form posts to
	Form   web.Form
}

// ProofSpec is how an account proves it is its owner before a sensitive change: with its
// password, a second-factor code, or (with neither) a recent sign-in.
type ProofSpec struct {
	HasPassword bool
	MFA         bool
}

// EnrolView is the authenticator-app enrolment page.
type EnrolView struct {
	Links
	QR     string // data: URL
	Manual string
	Form   web.Form
	Proof  ProofSpec // a new authenticator is a new credential: it needs a fresh proof
}

// SMSEnrolView is the phone's enrolment: the number and the fresh proof, then the code sent.
type SMSEnrolView struct {
	Links
	Form  web.Form
	Proof ProofSpec // a phone is a new credential: it needs a fresh proof
	Sent  string    // the number a code was sent to, masked; "" before
}

// CodesView shows new recovery codes, once.
type CodesView struct {
	Links
	Codes []string
}

// SettingsView is the account settings page. Forms holds the state of the one form that
// was sent and came back with errors, by section.
type SettingsView struct {
	Links
	// Sections are other modules' parts of the page (Deps.SettingsSections), shown first.
	Sections       []templ.Component
	Email          string
	PendingEmail   string
	Name           string
	Company        string
	AvatarURL      string // "" for the default
	HasPassword    bool
	MFAEnabled     bool
	TOTPEnabled    bool   // an authenticator app is enrolled
	SMSOffered     bool   // an SMS provider is configured
	SMSPhone       string // the enrolled number, masked ("" without the SMS factor)
	RecoveryLeft   int
	Methods        []MethodRow
	Tokens         []TokenRow
	NewToken       string // shown once, right after creation
	TokenLifetimes []int  // the lifetimes a new token may have, in days
	TokenDefault   int
	ConnectReady   string // the provider this browser has just proven itself to link: continue to it
	History        []HistoryRow
	Prefs          web.Prefs
	Forms          map[string]web.Form
}

// MethodRow is a provider in "sign-in methods".
type MethodRow struct {
	Name, Label string
	Linked      bool
	Email       string
	ConnectHref string // the proof posts here; once proven, the link to the provider is here too
	RemoveHref  string
}

// TokenRow is a personal API token.
type TokenRow struct {
	ID, Name, Hint, Created, LastUsed string
	Expires                           string // the date it stops working
	Expired                           bool
	RevokeHref                        string
}

// HistoryRow is one sign-in.
type HistoryRow struct {
	When, Method, Browser string
	Network               string // the address's /24 or /64 (docs/accounts.md, "Sign-in history")
}
