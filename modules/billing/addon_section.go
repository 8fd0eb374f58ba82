package billing

import (
	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
)

// AddOnSection is the add-on pricing view the account settings show at
// /user/profile?showSubscription=1: the company's plan, the plans to choose from, and
// Checkout or the portal. nil (nothing to show) without showSubscription=1. Wired into
// account's Deps.SettingsSections.
func (h *Handler) AddOnSection(c fiber.Ctx) (templ.Component, error) {
	if c.Query("showSubscription") != "1" {
		return nil, nil
	}
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	cur, err := h.Service.CurrentPlan(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	plans, err := h.Service.Plans(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.showNotice(c); err != nil {
		return nil, err
	}
	allowStripeForms(c)
	v := views.AddOnView{Current: currentView(ctx, cur), Plans: planCards(ctx, plans, cur.Plan.Key),
		PaymentsOn: h.Service.PaymentsEnabled(), Subscribed: cur.Subscription != nil, HasCustomer: cur.HasCustomer,
		CheckoutAction: checkoutPath, PortalAction: portalPath, HistoryHref: HistoryPath, PricingHref: PricingPath}
	return views.AddOn(v), nil
}

// showNotice puts the news Stripe's events left for the company (subscribed, plan changed)
// in the page's flashes, once.
func (h *Handler) showNotice(c fiber.Ctx) error {
	ctx := c.Context()
	n, err := h.Service.TakeNotice(ctx, web.CurrentUser(ctx).ID)
	if err != nil || n == "" {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("billing.notice."+n))
	return nil
}
