-- name: CountPlansInForce :many
-- Every company account's plan now: its open membership period, else Free. Company accounts
-- are the verified, not deleted ones without a staff role (docs/admin.md, "Aggregation").
SELECT coalesce(m.plan_key, 'free')::text AS plan_key, count(*)::int AS n
FROM users u LEFT JOIN billing_memberships m ON m.user_id = u.id AND m.ended_at IS NULL
WHERE u.deleted_at IS NULL AND u.email_verified_at IS NOT NULL AND NOT (u.roles && @staff::text[])
GROUP BY 1;
