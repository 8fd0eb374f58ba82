package account

import (
	"net/url"

	"github.com/google/uuid"

	"greenconnect/modules/account/views"
)

// The module's addresses. Routes are written from them, letters and handlers use them, and
// views.Links carries them to the templates: templates never build an address. Every
// prefix here is the account module's alone; /api/account and /api/activity are its
// resources of the API (docs/conventions.md, "Addresses").
const (
	SignInPath          = "/signin"
	challengePath       = SignInPath + "/code" // the second step of a sign-in
	challengeCancelPath = challengePath + "/cancel"
	providerPrefix      = SignInPath + "/" // + "{provider}": starts a round trip; + "/callback" ends it
	SignOutPath         = "/signout"

	SignUpPath   = "/signup"
	completePath = SignUpPath + "/complete" // a sign-up that started at a provider

	verifyPrefix     = "/verify/" // + "{token}": where a verification link lands
	verifySentPath   = "/verify/sent"
	verifyResendPath = "/verify/resend"
	forgotPath       = "/forgot"
	forgotSentPath   = forgotPath + "/sent"
	resetPrefix      = "/reset/"         // + "{token}": a password reset link
	emailPrefix      = "/email/confirm/" // + "{token}": confirms a new address
	strengthPath     = "/password/strength"

	SettingsPath          = "/user/profile"
	namePath              = SettingsPath + "/name"
	photoPath             = SettingsPath + "/photo"
	photoRemovePath       = photoPath + "/remove"
	emailPath             = SettingsPath + "/email"
	emailCancelPath       = emailPath + "/cancel" // voids the pending email change
	passwordPath          = SettingsPath + "/password"
	ExportPath            = SettingsPath + "/export.json" // everything the site holds about the user
	enrolPath             = SettingsPath + "/mfa"
	codesPath             = enrolPath + "/codes"
	smsPath               = enrolPath + "/sms"     // the phone's enrolment page; its form sends the code
	smsConfirmPath        = smsPath + "/confirm"   // the code sent to it confirms the phone
	challengeSMSPath      = challengePath + "/sms" // texts a sign-in code
	disableMFAPath        = enrolPath + "/disable"
	connectPrefix         = SettingsPath + "/connect/" // + "{provider}"
	methodsPrefix         = SettingsPath + "/methods/" // + "{provider}/remove"
	tokensPath            = SettingsPath + "/tokens"   // + "/{id}/revoke"
	signOutEverywherePath = SettingsPath + "/signout-everywhere"
	deletePath            = SettingsPath + "/delete"
	apiMePath             = "/api/account/me"
	apiActivityLoginPath  = "/api/activity/login"
	settingsMFASection    = SettingsPath + "#mfa"

	// The admin area's parts that are the account module's (docs/conventions.md, "Admin pages").
	UsersPath              = "/admin/users"      // + "/{id}": one account; + "/{id}/<action>"
	UnverifiedPath         = "/admin/unverified" // + "/{id}/resend"
	unverifiedDelete       = UnverifiedPath + "/delete"
	settingsMethodsSection = SettingsPath + "#methods"
)

// providerPath starts a sign-in with a provider; next is where it lands ("" for the
// dashboard).
func providerPath(name, next string) string {
	if next == "" {
		return providerPrefix + name
	}
	return providerPrefix + name + "?next=" + url.QueryEscape(next)
}

// providerCallbackPath is where a provider sends the browser back: the address to register
// at the provider, after BASE_URL.
func providerCallbackPath(name string) string { return providerPrefix + name + "/callback" }

// signInWithEmail is the sign-in page with the email filled in.
func signInWithEmail(email string) string { return SignInPath + "?email=" + url.QueryEscape(email) }

// signInThenTo is the sign-in page that leads to next once signed in.
func signInThenTo(next string) string { return SignInPath + "?next=" + url.QueryEscape(next) }

func verifyLinkPath(token string) string { return verifyPrefix + token }

func resetLinkPath(token string) string { return resetPrefix + token }

func emailLinkPath(token string) string { return emailPrefix + token }

func connectPath(provider string) string { return connectPrefix + provider }

func methodRemovePath(provider string) string { return methodsPrefix + provider + "/remove" }

func tokenRevokePath(id uuid.UUID) string { return tokensPath + "/" + id.String() + "/revoke" }

// userPath is an account's admin page; userActionPath one of its actions (email, reset,
// roles, disable, enable).
func userPath(id uuid.UUID) string { return UsersPath + "/" + id.String() }

func userActionPath(id uuid.UUID, action string) string { return userPath(id) + "/" + action }

func unverifiedResendPath(id uuid.UUID) string { return UnverifiedPath + "/" + id.String() + "/resend" }

// links are the fixed addresses every page may link and post to.
var links = views.Links{
	SignIn: SignInPath, SignUp: SignUpPath, Forgot: forgotPath, Resend: verifyResendPath, Strength: strengthPath,
	Challenge: challengePath, ChallengeCancel: challengeCancelPath, Complete: completePath,
	SavePhoto: photoPath, RemovePhoto: photoRemovePath, SaveName: namePath, ChangeEmail: emailPath, CancelEmail: emailCancelPath,
	ChangePassword: passwordPath, Enrol: enrolPath, NewCodes: codesPath, DisableMFA: disableMFAPath,
	CreateToken: tokensPath, SignOutEverywhere: signOutEverywherePath, DeleteAccount: deletePath,
	SMSEnrol: smsPath, SMSConfirm: smsConfirmPath, ChallengeSMS: challengeSMSPath,
	MFASection: settingsMFASection, DisplaySection: SettingsPath + "#display", Export: ExportPath,
}
