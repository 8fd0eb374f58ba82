package billing

import (
	"context"
	"slices"
	"strings"

	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// What the pricing page, the add-on view and the history share: plans as cards, the
// current plan, money.

// planCards are the plans as the pages compare them.
func planCards(ctx context.Context, plans []Plan, current PlanKey) []views.PlanCard {
	out := make([]views.PlanCard, 0, len(plans))
	for _, p := range plans {
		card := views.PlanCard{Key: string(p.Key), Name: planName(ctx, p.Key), Summary: web.T(ctx, p.Key.SummaryKey()),
			Current: p.Key == current}
		for _, f := range Features {
			card.Features = append(card.Features, views.FeatureLine{Label: web.T(ctx, "billing.feature."+string(f)+".name"),
				Included: p.Includes(f)})
		}
		for _, pr := range p.Prices {
			card.Prices = append(card.Prices, views.PriceLine{Period: pr.Period, Currency: pr.Currency, OnSale: pr.StripePriceID != "",
				Text: web.T(ctx, "billing.price."+pr.Period, map[string]any{"Amount": money(ctx, pr.AmountCents, pr.Currency)})})
		}
		out = append(out, card)
	}
	return out
}

// planName is a plan's translated name.
func planName(ctx context.Context, key PlanKey) string { return web.T(ctx, key.NameKey()) }

// planOptions are plans as a select's options, each named.
func planOptions(ctx context.Context, keys []PlanKey) []templates.Option {
	out := make([]templates.Option, len(keys))
	for i, k := range keys {
		out[i] = templates.Option{Value: string(k), Label: planName(ctx, k)}
	}
	return out
}

// paidPlans are the plans other than Free: what an admin grants and prices.
func paidPlans(keys []PlanKey) []PlanKey {
	return slices.DeleteFunc(slices.Clone(keys), func(k PlanKey) bool { return k == PlanFree })
}

// currentView is the company's current plan for a page.
func currentView(ctx context.Context, cur Current) views.CurrentView {
	loc := web.ShellFrom(ctx).Loc
	v := views.CurrentView{Plan: planName(ctx, cur.Plan.Key), Granted: cur.Source == SourceAdmin, PaymentFailed: cur.PaymentFailed}
	if cur.Since != nil {
		v.Since = loc.Date(*cur.Since)
	}
	if s := cur.Subscription; s != nil && s.CurrentPeriodEnd != nil && liveStatuses[s.Status] {
		v.Renews, v.CancelAtEnd = loc.Date(*s.CurrentPeriodEnd), s.CancelAtPeriodEnd
	}
	return v
}

// money formats an amount in a currency's minor units as the language writes it.
func money(ctx context.Context, cents int64, code string) string {
	lang := "en"
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		lang = loc.Lang
	}
	unit, err := currency.ParseISO(strings.ToUpper(code))
	if err != nil {
		return strings.ToUpper(code) + " " + message.NewPrinter(language.Make(lang)).Sprintf("%.2f", float64(cents)/100)
	}
	return message.NewPrinter(language.Make(lang)).Sprint(currency.NarrowSymbol(unit.Amount(float64(cents) / 100)))
}
