-- name: CountPublicationsByWeek :many
-- Publications in each week of [since, until) (weeks start at since): each time a profile's
-- public page went live or was replaced, the rating history's publish steps
-- (docs/admin.md, "Aggregation").
SELECT date_bin('7 days', at, @since::timestamptz)::timestamptz AS week, count(*)::int AS n
FROM rating_history
WHERE cause = 'publish' AND at >= @since::timestamptz AND at < @until::timestamptz
GROUP BY 1 ORDER BY 1;

-- name: CountApprovalsByWeek :many
-- Review decisions that approved a profile, in each week of [since, until).
SELECT date_bin('7 days', created_at, @since::timestamptz)::timestamptz AS week, count(*)::int AS n
FROM profile_reviews
WHERE decision = 'approved' AND created_at >= @since::timestamptz AND created_at < @until::timestamptz
GROUP BY 1 ORDER BY 1;
