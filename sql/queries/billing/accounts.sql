-- name: GetBillingAccount :one
SELECT * FROM billing_accounts WHERE user_id = @user_id;

-- name: GetBillingAccountByCustomer :one
SELECT * FROM billing_accounts WHERE stripe_customer_id = @stripe_customer_id;

-- name: SetCustomer :exec
INSERT INTO billing_accounts (user_id, stripe_customer_id, updated_at) VALUES (@user_id, @stripe_customer_id, @now)
ON CONFLICT (user_id) DO UPDATE SET stripe_customer_id = EXCLUDED.stripe_customer_id, updated_at = EXCLUDED.updated_at;

-- name: SetPaymentFailed :exec
-- Only an event at least as recent as the one that set the flag changes it.
INSERT INTO billing_accounts (user_id, payment_failed, payment_event_at, updated_at) VALUES (@user_id, @failed, @event_at, @now)
ON CONFLICT (user_id) DO UPDATE SET payment_failed = EXCLUDED.payment_failed,
	payment_event_at = EXCLUDED.payment_event_at, updated_at = EXCLUDED.updated_at
WHERE billing_accounts.payment_event_at IS NULL OR billing_accounts.payment_event_at <= EXCLUDED.payment_event_at;

-- name: SetNotice :exec
INSERT INTO billing_accounts (user_id, notice, updated_at) VALUES (@user_id, @notice, @now)
ON CONFLICT (user_id) DO UPDATE SET notice = EXCLUDED.notice, updated_at = EXCLUDED.updated_at;

-- name: TakeNotice :one
-- The news the next billing page shows, once.
UPDATE billing_accounts a SET notice = '' FROM (SELECT b.user_id, b.notice FROM billing_accounts b WHERE b.user_id = @user_id FOR UPDATE) old
WHERE a.user_id = old.user_id AND old.notice <> ''
RETURNING old.notice;
