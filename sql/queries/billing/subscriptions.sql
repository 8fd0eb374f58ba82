-- name: GetSubscriptionForUpdate :one
SELECT * FROM billing_subscriptions WHERE stripe_id = @stripe_id FOR UPDATE;

-- name: UpsertSubscription :exec
INSERT INTO billing_subscriptions (stripe_id, user_id, plan_key, period, status, current_period_end,
	cancel_at_period_end, event_at, updated_at, started_at)
VALUES (@stripe_id, @user_id, @plan_key, @period, @status, @current_period_end, @cancel_at_period_end, @event_at, @now,
	sqlc.narg('started_at'))
ON CONFLICT (stripe_id) DO UPDATE SET plan_key = EXCLUDED.plan_key, period = EXCLUDED.period,
	status = EXCLUDED.status, current_period_end = EXCLUDED.current_period_end,
	cancel_at_period_end = EXCLUDED.cancel_at_period_end, event_at = EXCLUDED.event_at,
	updated_at = EXCLUDED.updated_at, started_at = coalesce(EXCLUDED.started_at, billing_subscriptions.started_at);

-- name: NewestOtherLiveSubscription :one
-- The company's newest live subscription but one (its plan is the company's when that one
-- is older or ends).
SELECT * FROM billing_subscriptions
WHERE user_id = @user_id AND stripe_id <> @other_than AND status IN ('active', 'trialing', 'past_due')
ORDER BY started_at DESC NULLS LAST, event_at DESC LIMIT 1;

-- name: LiveSubscriptionOf :one
-- The company's Stripe subscription that still bills, if any.
SELECT * FROM billing_subscriptions
WHERE user_id = @user_id AND status IN ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')
ORDER BY event_at DESC LIMIT 1;
