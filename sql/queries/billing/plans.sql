-- name: ListPlans :many
SELECT * FROM billing_plans ORDER BY position;

-- name: ListPrices :many
SELECT * FROM billing_prices ORDER BY plan_key, currency, period;

-- name: GetPriceByStripeID :one
SELECT * FROM billing_prices WHERE stripe_price_id = @stripe_price_id AND stripe_price_id <> '';

-- name: GetPrice :one
SELECT * FROM billing_prices WHERE plan_key = @plan_key AND period = @period AND currency = @currency;

-- name: GetPriceForUpdate :one
SELECT * FROM billing_prices WHERE plan_key = @plan_key AND period = @period AND currency = @currency FOR UPDATE;

-- name: UpdatePrice :exec
UPDATE billing_prices SET amount_cents = @amount_cents, stripe_price_id = @stripe_price_id, updated_at = @now
WHERE plan_key = @plan_key AND period = @period AND currency = @currency;

-- name: SetStripePriceID :exec
-- STRIPE_PRICES at start-up: the configured id wins over what the table held.
UPDATE billing_prices SET stripe_price_id = @stripe_price_id, updated_at = @now
WHERE plan_key = @plan_key AND period = @period AND currency = @currency AND stripe_price_id <> @stripe_price_id;

-- name: ClearStripePriceID :exec
UPDATE billing_prices SET stripe_price_id = '', updated_at = @now
WHERE stripe_price_id = @stripe_price_id AND NOT (plan_key = @plan_key AND period = @period AND currency = @currency);

-- name: AddPrice :execrows
-- An admin's new price (a currency or period the plan had not): 0 rows when it exists.
INSERT INTO billing_prices (plan_key, period, currency, amount_cents, stripe_price_id, updated_at)
VALUES (@plan_key, @period, @currency, @amount_cents, @stripe_price_id, @now)
ON CONFLICT (plan_key, period, currency) DO NOTHING;
