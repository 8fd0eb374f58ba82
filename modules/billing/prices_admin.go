package billing

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"golang.org/x/text/currency"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/billing/store"
)

// MaxAmountCents bounds a price an admin types (100,000.00 in any currency).
const MaxAmountCents = 10_000_000

var stripePriceID = regexp.MustCompile(`^price_[A-Za-z0-9_]{1,200}$`)

// PriceChange is an admin's edit of one price.
type PriceChange struct {
	Plan             PlanKey
	Period, Currency string
	AmountCents      int64
	StripePriceID    string // "" takes the price off sale
}

// UpdatePrice changes a plan's price and its Stripe price id, recorded in the audit log
// (docs/billing.md, "Plans"). web.Invalid names the wrong field ("amount", "stripe_price_id");
// web.NotFound for a price that does not exist.
func (s *Service) UpdatePrice(ctx context.Context, actor audit.Actor, c PriceChange) error {
	c.StripePriceID = strings.TrimSpace(c.StripePriceID)
	var errs web.FieldErrors
	c.check(&errs)
	if err := errs.Err(); err != nil {
		return err
	}
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		old, err := q.GetPriceForUpdate(ctx, store.GetPriceForUpdateParams{PlanKey: string(c.Plan), Period: c.Period, Currency: c.Currency})
		if errors.Is(err, pgx.ErrNoRows) {
			return web.NotFound()
		}
		if err != nil {
			return err
		}
		if err := c.stripeIDFree(ctx, q); err != nil {
			return err
		}
		if err := q.UpdatePrice(ctx, store.UpdatePriceParams{AmountCents: c.AmountCents, StripePriceID: c.StripePriceID,
			Now: s.now(), PlanKey: string(c.Plan), Period: c.Period, Currency: c.Currency}); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "billing.price.update", ObjectType: "price",
			ObjectID: string(c.Plan) + "/" + c.Period + "/" + c.Currency, ObjectLabel: string(c.Plan),
			Before: map[string]any{"amountCents": old.AmountCents, "stripePriceId": old.StripePriceID},
			After:  map[string]any{"amountCents": c.AmountCents, "stripePriceId": c.StripePriceID}})
	})
	if err == nil {
		s.changed(ctx, PricingTag)
	}
	return err
}

// AddPrice gives a paid plan a price in a currency or for a period it had none in, recorded
// in the audit log (docs/billing.md, "Plans"). web.Invalid names the wrong field ("plan",
// "period", "currency", "amount", "stripe_price_id"); a price that exists is refused on
// "currency" (it is changed in its own form).
func (s *Service) AddPrice(ctx context.Context, actor audit.Actor, c PriceChange) error {
	c.StripePriceID = strings.TrimSpace(c.StripePriceID)
	c.Currency = strings.ToLower(strings.TrimSpace(c.Currency))
	plans, err := s.Plans(ctx)
	if err != nil {
		return err
	}
	var errs web.FieldErrors
	if c.Plan == PlanFree || !slices.ContainsFunc(plans, func(p Plan) bool { return p.Key == c.Plan }) {
		errs.Add("plan", "billing.admin.prices.plan_choose", nil)
	}
	if c.Period != PeriodMonth && c.Period != PeriodYear {
		errs.Add("period", "billing.admin.prices.period_choose", nil)
	}
	if !isCurrency(c.Currency) {
		errs.Add("currency", "billing.admin.prices.currency_format", nil)
	}
	c.check(&errs)
	if err := errs.Err(); err != nil {
		return err
	}
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := c.stripeIDFree(ctx, q); err != nil {
			return err
		}
		n, err := q.AddPrice(ctx, store.AddPriceParams{PlanKey: string(c.Plan), Period: c.Period, Currency: c.Currency,
			AmountCents: c.AmountCents, StripePriceID: c.StripePriceID, Now: s.now()})
		if err != nil {
			return err
		}
		if n == 0 {
			return web.InvalidField("currency", "billing.admin.prices.exists", nil)
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "billing.price.add", ObjectType: "price",
			ObjectID: string(c.Plan) + "/" + c.Period + "/" + c.Currency, ObjectLabel: string(c.Plan), Before: map[string]any{}, // there was none
			After: map[string]any{"amountCents": c.AmountCents, "stripePriceId": c.StripePriceID}})
	})
	if err == nil {
		s.changed(ctx, PricingTag)
	}
	return err
}

// check adds the errors of the amount and the Stripe price id's form.
func (c PriceChange) check(errs *web.FieldErrors) {
	if c.AmountCents < 0 || c.AmountCents > MaxAmountCents {
		errs.Add("amount", "billing.admin.prices.amount_range", map[string]any{"Max": MaxAmountCents / 100})
	}
	if c.StripePriceID != "" && !stripePriceID.MatchString(c.StripePriceID) {
		errs.Add("stripe_price_id", "billing.admin.prices.price_id_format", nil)
	}
}

// stripeIDFree refuses a Stripe price id another price uses: a Stripe price charges one
// price only.
func (c PriceChange) stripeIDFree(ctx context.Context, q *store.Queries) error {
	if c.StripePriceID == "" {
		return nil
	}
	other, err := q.GetPriceByStripeID(ctx, c.StripePriceID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if PlanKey(other.PlanKey) != c.Plan || other.Period != c.Period || other.Currency != c.Currency {
		return web.InvalidField("stripe_price_id", "billing.admin.prices.price_id_taken", nil)
	}
	return nil
}

// isCurrency reports whether code is an ISO 4217 currency one can be charged in (lower
// case, as Stripe and billing_prices write it) with cents: amounts are kept and shown in
// hundredths (docs/billing.md, "Plans"), so a currency with no minor unit (JPY) or with
// three (BHD) is refused, as are the funds codes for metals, drawing rights, bond units,
// testing and "no currency".
func isCurrency(code string) bool {
	if len(code) != 3 || strings.ToLower(code) != code || slices.Contains(notMoney, code) {
		return false
	}
	unit, err := currency.ParseISO(code)
	if err != nil {
		return false
	}
	scale, _ := currency.Standard.Rounding(unit)
	return scale == 2
}

var notMoney = []string{"xag", "xau", "xba", "xbb", "xbc", "xbd", "xdr", "xpd", "xpt", "xsu", "xts", "xua", "xxx"}

// ApplyConfiguredPrices writes STRIPE_PRICES over the table's price ids at start-up: the
// deployment's configuration names the Stripe prices of its account. An entry for a price
// the table does not have is an error (a typo in the configuration).
func (s *Service) ApplyConfiguredPrices(ctx context.Context) error {
	if len(s.cfg.Prices) == 0 {
		return nil
	}
	defer s.changed(ctx, PricingTag)
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		for _, p := range s.cfg.Prices {
			key := store.GetPriceForUpdateParams{PlanKey: p.Plan, Period: p.Period, Currency: p.Currency}
			if _, err := q.GetPriceForUpdate(ctx, key); err != nil {
				if errors.Is(err, pgx.ErrNoRows) {
					return errors.New("STRIPE_PRICES names " + p.Plan + "/" + p.Period + "/" + p.Currency + ", which is not a price of the plans")
				}
				return err
			}
			if err := q.ClearStripePriceID(ctx, store.ClearStripePriceIDParams{Now: s.now(), StripePriceID: p.ID,
				PlanKey: p.Plan, Period: p.Period, Currency: p.Currency}); err != nil {
				return err
			}
			if err := q.SetStripePriceID(ctx, store.SetStripePriceIDParams{StripePriceID: p.ID, Now: s.now(),
				PlanKey: p.Plan, Period: p.Period, Currency: p.Currency}); err != nil {
				return err
			}
		}
		return nil
	})
}
