-- +goose Up
-- When each subscription started at Stripe: of two live subscriptions of one company, the
-- newer one's plan is the company's, whatever order their events arrive in (docs/billing.md,
-- "Events"). NULL for rows stored before: they yield to any dated one.
ALTER TABLE billing_subscriptions ADD COLUMN started_at timestamptz;

-- +goose Down
ALTER TABLE billing_subscriptions DROP COLUMN started_at;
