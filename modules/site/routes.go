package site

import "github.com/gofiber/fiber/v3"

// Routes registers every route of the module, each with its guard: the admin pages, the
// dashboard and the suggestions have one (given at wiring); the other pages and forms are
// for everyone.
func (h *Handler) Routes(r fiber.Router) {
	r.Get(HomePath, h.homePage)
	r.Get(AboutPath, h.aboutPage)
	r.Get(TermsPath, h.termsPage)
	r.Get(PrivacyPath, h.privacyPage)
	r.Get(PreferencesPath, h.preferencesPage)
	r.Post(PreferencesPath, h.preferencesSave)
	r.Post(drawerPath, h.drawerToggle)
	r.Get(ConsentPath, h.consentPage)
	r.Post(ConsentPath, h.consentGive)
	r.Post(consentWithdrawPath, h.consentWithdraw)
	r.Get(AdminPath, h.Guards.Staff, h.adminIndex)
	r.Get(DashboardPath, h.Guards.SignedIn, h.dashboardPage)
	r.Get(AuditPath, h.Guards.Admin, h.auditPage)
	r.Get(SuggestionsPath, h.Guards.SignedIn, h.suggestionPage)
	r.Post(SuggestionsPath, h.Guards.SignedIn, h.suggestionSend)
	r.Get(AdminSuggestionsPath, h.Guards.Admin, h.suggestionList)
	r.Get(AdminSuggestionsPath+"/:id", h.Guards.Admin, h.suggestionReview)
	r.Post(AdminSuggestionsPath+"/:id", h.Guards.Admin, h.suggestionAnswer)
	r.Get(AggregationPath, h.Guards.Admin, h.aggregationPage)
}
