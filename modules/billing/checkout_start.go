package billing

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// checkoutRule bounds how often one company opens Checkout or the portal: each is a call to
// Stripe.
var checkoutRule = ratelimit.Rule{Max: 20, Window: time.Hour}

// POST /billing/checkout: plan, price ("month/eur") → Stripe's hosted Checkout page. Nothing is
// charged or changed here (docs/billing.md, "Paying").
func (h *Handler) checkoutStart(c fiber.Ctx) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	if err := h.Limiter.Check(ctx, "billing-stripe:"+me.ID.String(), checkoutRule); err != nil {
		return err
	}
	period, currency, _ := strings.Cut(c.FormValue("price"), "/")
	to, err := h.Service.Checkout(ctx, CheckoutRequest{UserID: me.ID, Email: me.Email, Plan: PlanKey(c.FormValue("plan")),
		Period: period, Currency: currency, Lang: web.Lang(ctx),
		SuccessURL: h.BaseURL + ReturnPath + "?session_id={CHECKOUT_SESSION_ID}", CancelURL: h.BaseURL + HistoryPath})
	if err != nil {
		return err
	}
	return toStripe(c, to)
}

// stripeForms are the origins a billing form's answer redirects to: Checkout and the portal.
const stripeForms = "https://checkout.stripe.com https://billing.stripe.com"

// allowStripeForms lets the page's forms end on Stripe's pages: a form's redirect to
// another origin is held to the form page's CSP form-action.
func allowStripeForms(c fiber.Ctx) {
	h := &c.Response().Header
	csp := string(h.Peek(fiber.HeaderContentSecurityPolicy))
	h.Set(fiber.HeaderContentSecurityPolicy, strings.Replace(csp, "form-action 'self'", "form-action 'self' "+stripeForms, 1))
}

// toStripe sends the browser to a page of Stripe's (303 after the POST), only over https.
func toStripe(c fiber.Ctx, to string) error {
	if u, err := url.Parse(to); err != nil || u.Scheme != "https" || u.Host == "" {
		return stripeDown(fmt.Errorf("billing: Stripe answered with the address %q", to))
	}
	return c.Redirect().Status(fiber.StatusSeeOther).To(to)
}
