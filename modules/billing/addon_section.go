package billing

import (
	"context"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
)

// AddOnSection is what the account settings show at /user/profile?showSubscription=1 (an
// address older pages and mails link): the company's plan and the way to Plans and billing,
// the one place to choose (docs/billing.md). nil (nothing to show) without showSubscription=1.
// Wired into account's Deps.SettingsSections.
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
	allowStripeForms(c)
	v := views.AddOnView{Current: currentView(ctx, cur), PaymentsOn: h.Service.PaymentsEnabled(), HasCustomer: cur.HasCustomer,
		PortalAction: portalPath, HistoryHref: ChoosePath}
	return views.AddOn(v), nil
}

// planChoice is the choice of a plan on Plans and billing.
func (h *Handler) planChoice(ctx context.Context, cur Current, plans []Plan) views.AddOnView {
	return views.AddOnView{Current: currentView(ctx, cur), Plans: planCards(ctx, plans, cur.Plan.Key),
		PaymentsOn: h.Service.PaymentsEnabled(), Subscribed: cur.Subscription != nil, HasCustomer: cur.HasCustomer,
		CheckoutAction: checkoutPath, AskAction: h.askAction(), PortalAction: portalPath, HistoryHref: HistoryPath, PricingHref: PricingPath}
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
