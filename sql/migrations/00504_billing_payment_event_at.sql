-- +goose Up
-- The time of the Stripe event that last set payment_failed: an older invoice's "paid"
-- that arrives late must not hide a newer failure (docs/billing.md, "Events").
ALTER TABLE billing_accounts ADD COLUMN payment_event_at timestamptz;

-- +goose Down
ALTER TABLE billing_accounts DROP COLUMN payment_event_at;
