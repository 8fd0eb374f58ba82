package account

import (
	"github.com/gofiber/fiber/v3"
)

// Routes registers every route of the module.
func (h *Handler) Routes(r fiber.Router) {
	visitors := RedirectSignedIn()
	r.Get(SignInPath, visitors, h.signInPage)
	r.Post(SignInPath, visitors, h.signInSubmit)
	r.Get(SignInPath+"/code", h.mfaPage)
	r.Post(SignInPath+"/code", h.mfaSubmit)
	r.Post(SignInPath+"/code/cancel", h.mfaCancel)
	r.Get(SignInPath+"/:provider", h.oidcStart)
	r.Get(SignInPath+"/:provider/callback", h.oidcCallback)
	r.Post(SignOutPath, h.signOut)

	r.Get(SignUpPath, visitors, h.signUpPage)
	r.Post(SignUpPath, visitors, h.signUpSubmit)
	r.Get(SignUpPath+"/complete", h.completePage)
	r.Post(SignUpPath+"/complete", h.completeSubmit)
	r.Get("/verify/sent", h.verifySent)
	r.Post("/verify/resend", h.verifyResend)
	r.Get("/verify/:token", h.verifyPage)
	r.Post("/verify/:token", h.verifyLink)
	r.Get("/forgot", h.forgotPage)
	r.Post("/forgot", h.forgotSubmit)
	r.Get("/forgot/sent", h.forgotSent)
	r.Get("/reset/:token", h.resetPage)
	r.Post("/reset/:token", h.resetSubmit)
	r.Get("/email/confirm/:token", h.emailConfirm)
	r.Post("/password/strength", h.passwordStrength)

	// Guards go on each route: a group's handlers would apply to every path under its prefix,
	// other modules' included.
	user := RequireUser()
	me := r.Group(SettingsPath)
	me.Get("", user, h.settingsPage)
	me.Post("/name", user, h.saveName)
	me.Post("/photo", user, h.savePhoto)
	me.Post("/photo/remove", user, h.removePhoto)
	me.Post("/email", user, h.changeEmail)
	me.Post("/password", user, h.changePassword)
	me.Get("/mfa", user, h.enrolPage)
	me.Post("/mfa", user, h.enrolConfirm)
	me.Get("/mfa/codes", user, h.codesPage)
	me.Post("/mfa/codes", user, h.newCodes)
	me.Post("/mfa/disable", user, h.disableMFA)
	me.Get("/connect/:provider", user, h.oidcConnect)
	me.Post("/connect/:provider", user, h.connectProve)
	me.Post("/methods/:provider/remove", user, h.removeMethod)
	me.Post("/tokens", user, h.createToken)
	me.Post("/tokens/:id/revoke", user, h.revokeToken)
	me.Post("/signout-everywhere", user, h.signOutEverywhere)
	me.Post("/delete", user, h.deleteAccount)

	r.Get("/api/account/me", user, h.apiMe)
	r.Post("/api/activity/login", user, h.apiActivityLogin)
}
