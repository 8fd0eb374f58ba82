-- name: CountSignUpsByWeek :many
-- Accounts created in each week of [since, until) (weeks start at since), staff left out
-- (docs/admin.md, "Aggregation").
SELECT date_bin('7 days', created_at, @since::timestamptz)::timestamptz AS week, count(*)::int AS n
FROM users
WHERE created_at >= @since::timestamptz AND created_at < @until::timestamptz AND NOT (roles && @staff::text[])
GROUP BY 1 ORDER BY 1;
