package account

import (
	"github.com/gofiber/fiber/v3"
)

// Routes registers every route of the module, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	visitors := RedirectSignedIn()
	signedIn := h.Guards.SignedIn

	r.Get(SignInPath, visitors, h.signInPage)
	r.Post(SignInPath, visitors, h.signInSubmit)
	r.Get(challengePath, h.challengePage)
	r.Post(challengePath, h.challengeSubmit)
	r.Post(challengeCancelPath, h.challengeCancel)
	r.Post(challengeSMSPath, h.challengeSMS)
	r.Get(providerPrefix+":provider", h.oidcStart)
	r.Get(providerPrefix+":provider/callback", h.oidcCallback)
	r.Post(SignOutPath, h.signOutSubmit)

	r.Get(SignUpPath, visitors, h.signUpPage)
	r.Post(SignUpPath, visitors, h.signUpSubmit)
	r.Get(completePath, h.completePage)
	r.Post(completePath, h.completeSubmit)
	r.Get(verifySentPath, h.verifySent)
	r.Post(verifyResendPath, h.verifyResend)
	r.Get(verifyPrefix+":token", h.verifyPage)
	r.Post(verifyPrefix+":token", h.verifyConfirm)
	r.Get(forgotPath, h.forgotPage)
	r.Post(forgotPath, h.forgotSubmit)
	r.Get(forgotSentPath, h.forgotSent)
	r.Get(resetPrefix+":token", h.resetPage)
	r.Post(resetPrefix+":token", h.resetSubmit)
	r.Get(emailPrefix+":token", h.emailConfirmPage)
	r.Post(emailPrefix+":token", h.emailConfirm)
	r.Post(strengthPath, h.passwordStrength)

	r.Get(SettingsPath, signedIn, h.settingsPage)
	r.Post(namePath, signedIn, h.nameSave)
	r.Post(photoPath, signedIn, h.photoSave)
	r.Post(photoRemovePath, signedIn, h.photoRemove)
	r.Post(emailPath, signedIn, h.emailChange)
	r.Post(emailCancelPath, signedIn, h.emailCancel)
	r.Post(passwordPath, signedIn, h.passwordChange)
	r.Get(enrolPath, signedIn, h.enrolPage)
	r.Post(enrolPath, signedIn, h.enrolConfirm)
	r.Get(codesPath, signedIn, h.recoveryPage)
	r.Post(codesPath, signedIn, h.recoveryRenew)
	r.Post(disableMFAPath, signedIn, h.mfaDisable)
	r.Get(smsPath, signedIn, h.smsPage)
	r.Post(smsPath, signedIn, h.smsSend)
	r.Post(smsConfirmPath, signedIn, h.smsConfirm)
	r.Get(connectPrefix+":provider", signedIn, h.connectStart)
	r.Post(connectPrefix+":provider", signedIn, h.connectProve)
	r.Post(methodsPrefix+":provider/remove", signedIn, h.methodRemove)
	r.Post(tokensPath, signedIn, h.tokenCreate)
	r.Post(tokensPath+"/:id/revoke", signedIn, h.tokenRevoke)
	r.Post(signOutEverywherePath, signedIn, h.signOutEverywhere)
	r.Post(deletePath, signedIn, h.accountDelete)

	admin := h.Guards.Admin
	r.Get(UsersPath, admin, h.userList)
	r.Get(UsersPath+"/:id", admin, h.userPage)
	r.Post(UsersPath+"/:id/email", admin, h.userEmail)
	r.Post(UsersPath+"/:id/reset", admin, h.userReset)
	r.Post(UsersPath+"/:id/roles", admin, h.userRoles)
	r.Post(UsersPath+"/:id/disable", admin, h.userDisable)
	r.Post(UsersPath+"/:id/enable", admin, h.userEnable)
	r.Get(UnverifiedPath, admin, h.unverifiedList)
	r.Post(unverifiedDelete, admin, h.unverifiedDelete)
	r.Post(UnverifiedPath+"/:id/resend", admin, h.unverifiedResend)

	r.Get(apiMePath, signedIn, h.meAPI)
	r.Get(ExportPath, signedIn, h.exportData)
	r.Post(apiActivityLoginPath, signedIn, h.activityAPI)
}
