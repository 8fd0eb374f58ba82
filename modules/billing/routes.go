package billing

import (
	"github.com/gofiber/fiber/v3"
)

// Routes registers every route of the module, each with its guard.
func (h *Handler) Routes(r fiber.Router) {
	signedIn := h.Guards.SignedIn
	admin := h.Guards.Admin

	r.Get(PricingPath, h.pricingPage)
	r.Post(WebhookPath, h.webhookReceive)

	r.Get(HistoryPath, signedIn, h.historyPage)
	r.Post(checkoutPath, signedIn, h.checkoutStart)
	r.Post(portalPath, signedIn, h.portalOpen)
	r.Post(askPath, signedIn, h.planAsk)
	r.Get(ReturnPath, signedIn, h.checkoutReturn)

	r.Get(AdminPath, admin, h.adminPage)
	r.Get(adminCSVPath, admin, h.adminCSV)
	r.Get(adminPeriodsPath, admin, h.periodsList)
	r.Get(adminPeriodsCSVPath, admin, h.periodsCSV)
	r.Get(adminPlansPath, admin, h.pricesPage)
	r.Post(adminPricePath, admin, h.priceSave)
	r.Post(adminAddPath, admin, h.priceAdd)
	r.Post(adminGrantPath, admin, h.grantSave)
	r.Post(adminEndPath, admin, h.grantEnd)
}
