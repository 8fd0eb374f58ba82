package account

import (
	"errors"
	"net/http"
	"strings"

	"greenconnect/app/web"
)

// Identity error codes. The old product's identity provider answered with these; we keep
// the same codes in the API's error answers and explain each on the pages
// (docs/accounts.md#identity-codes).
const (
	CodeMFARequired          = "multi-factor-auth-required"
	CodeWeakPassword         = "password-does-not-meet-requirements"
	CodeUserMismatch         = "user-mismatch"
	CodeUserNotFound         = "user-not-found"
	CodeInvalidCredential    = "invalid-credential"
	CodeEmailNotVerified     = "email-not-verified"
	CodeEmailInUse           = "email-already-in-use"
	CodeInvalidEmail         = "invalid-email"
	CodePopupBlocked         = "popup-blocked"
	CodePopupClosed          = "popup-closed-by-user"
	CodeCancelledPopup       = "cancelled-popup-request"
	CodeNetworkFailed        = "network-request-failed"
	CodeUnauthorizedDomain   = "unauthorized-domain"
	CodeTooManyRequests      = "too-many-requests"
	CodeInvalidActionCode    = "invalid-action-code"
	CodeExpiredActionCode    = "expired-action-code"
	CodeInvalidMFACode       = "invalid-verification-code"
	CodeAccountExists        = "account-exists-with-different-credential"
	CodeCredentialInUse      = "credential-already-in-use"
	CodeRequiresRecentLogin  = "requires-recent-login"
	CodeProviderDisabled     = "operation-not-allowed"
	CodeInvalidToken         = "invalid-user-token"
	CodeMissingEmail         = "missing-email"
	CodeNoSignInMethodRemain = "no-sign-in-method-left"
	CodeUserDisabled         = "user-disabled"
)

// Codes lists every identity code; each has the message account.code.<code, _ for ->.
var Codes = []string{CodeMFARequired, CodeWeakPassword, CodeUserMismatch, CodeUserNotFound,
	CodeInvalidCredential, CodeEmailNotVerified, CodeEmailInUse, CodeInvalidEmail, CodePopupBlocked,
	CodePopupClosed, CodeCancelledPopup, CodeNetworkFailed, CodeUnauthorizedDomain, CodeTooManyRequests,
	CodeInvalidActionCode, CodeExpiredActionCode, CodeInvalidMFACode, CodeAccountExists, CodeCredentialInUse,
	CodeRequiresRecentLogin, CodeProviderDisabled, CodeInvalidToken, CodeMissingEmail, CodeNoSignInMethodRemain, CodeUserDisabled}

// CodeKey is the message id that explains an identity code.
func CodeKey(code string) string {
	return "account.code." + strings.ReplaceAll(code, "-", "_")
}

// codeStatus is the HTTP status an identity code answers with.
var codeStatus = map[string]int{
	CodeMFARequired: http.StatusUnauthorized, CodeInvalidCredential: http.StatusUnauthorized,
	CodeInvalidToken: http.StatusUnauthorized, CodeUserMismatch: http.StatusForbidden,
	CodeEmailNotVerified: http.StatusForbidden, CodeTooManyRequests: http.StatusTooManyRequests,
	CodeProviderDisabled: http.StatusNotFound, CodeNetworkFailed: http.StatusBadGateway,
	CodeRequiresRecentLogin: http.StatusForbidden, CodeCredentialInUse: http.StatusConflict,
	CodeEmailInUse: http.StatusConflict, CodeAccountExists: http.StatusConflict,
	CodeUserDisabled: http.StatusForbidden,
}

// IdentityError is the typed error of an identity code, for the one error path: the API
// answers {"error": {"code": "<code>", "message": ...}}, pages show the message.
func IdentityError(code string, data map[string]any) *web.Error {
	status, ok := codeStatus[code]
	if !ok {
		status = http.StatusBadRequest
	}
	return &web.Error{Status: status, Code: code, Key: CodeKey(code), Data: data}
}

// hasCode reports whether err is the identity error of code.
func hasCode(err error, code string) bool {
	var e *web.Error
	return errors.As(err, &e) && e.Code == code
}

// linkErrorCode maps a refused mail link to its identity code.
func linkErrorCode(err error) string {
	if err == ErrLinkExpired {
		return CodeExpiredActionCode
	}
	return CodeInvalidActionCode
}
