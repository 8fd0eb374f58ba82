-- name: GetSubscriptionForUpdate :one
SELECT * FROM billing_subscriptions WHERE stripe_id = @stripe_id FOR UPDATE;

-- name: UpsertSubscription :exec
INSERT INTO billing_subscriptions (stripe_id, user_id, plan_key, period, status, current_period_end,
	cancel_at_period_end, event_at, updated_at)
VALUES (@stripe_id, @user_id, @plan_key, @period, @status, @current_period_end, @cancel_at_period_end, @event_at, @now)
ON CONFLICT (stripe_id) DO UPDATE SET plan_key = EXCLUDED.plan_key, period = EXCLUDED.period,
	status = EXCLUDED.status, current_period_end = EXCLUDED.current_period_end,
	cancel_at_period_end = EXCLUDED.cancel_at_period_end, event_at = EXCLUDED.event_at,
	updated_at = EXCLUDED.updated_at;

-- name: LiveSubscriptionOf :one
-- The company's Stripe subscription that still bills, if any.
SELECT * FROM billing_subscriptions
WHERE user_id = @user_id AND status IN ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')
ORDER BY event_at DESC LIMIT 1;
