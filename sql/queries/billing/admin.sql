-- name: AdminListInvoices :many
-- The admin's billing history of invoices, filtered (an empty filter matches all).
SELECT i.*, u.email, u.company_name FROM billing_invoices i JOIN users u ON u.id = i.user_id
WHERE (@query::text = '' OR strpos(lower(u.email), lower(@query)) > 0 OR strpos(lower(u.company_name), lower(@query)) > 0
		OR strpos(lower(i.number), lower(@query)) > 0)
	AND (@status::text = '' OR i.status = @status)
	AND (sqlc.narg('since')::timestamptz IS NULL OR i.issued_at >= sqlc.narg('since'))
	AND (sqlc.narg('until')::timestamptz IS NULL OR i.issued_at < sqlc.narg('until'))
ORDER BY
	CASE WHEN @sort::text = 'amount' AND NOT @descending::bool THEN i.amount_cents END ASC,
	CASE WHEN @sort::text = 'amount' AND @descending::bool THEN i.amount_cents END DESC,
	CASE WHEN @sort::text = 'company' AND NOT @descending::bool THEN lower(u.company_name) END ASC,
	CASE WHEN @sort::text = 'company' AND @descending::bool THEN lower(u.company_name) END DESC,
	CASE WHEN NOT @descending::bool THEN i.issued_at END ASC,
	i.issued_at DESC, i.stripe_id
LIMIT sqlc.narg('lim')::int OFFSET @off;

-- name: CountAdminInvoices :one
-- How many invoices AdminListInvoices finds on every page.
SELECT count(*) FROM billing_invoices i JOIN users u ON u.id = i.user_id
WHERE (@query::text = '' OR strpos(lower(u.email), lower(@query)) > 0 OR strpos(lower(u.company_name), lower(@query)) > 0
		OR strpos(lower(i.number), lower(@query)) > 0)
	AND (@status::text = '' OR i.status = @status)
	AND (sqlc.narg('since')::timestamptz IS NULL OR i.issued_at >= sqlc.narg('since'))
	AND (sqlc.narg('until')::timestamptz IS NULL OR i.issued_at < sqlc.narg('until'));

-- name: AdminListMemberships :many
SELECT m.*, u.email, u.company_name, COALESCE(g.email, '')::text AS granted_by_email
FROM billing_memberships m JOIN users u ON u.id = m.user_id LEFT JOIN users g ON g.id = m.granted_by
WHERE (@query::text = '' OR strpos(lower(u.email), lower(@query)) > 0 OR strpos(lower(u.company_name), lower(@query)) > 0)
	AND (@plan_key::text = '' OR m.plan_key = @plan_key)
	AND (@source::text = '' OR m.source = @source)
	AND (sqlc.narg('since')::timestamptz IS NULL OR COALESCE(m.ended_at, 'infinity') >= sqlc.narg('since'))
	AND (sqlc.narg('until')::timestamptz IS NULL OR m.started_at < sqlc.narg('until'))
ORDER BY
	CASE WHEN @sort::text = 'company' AND NOT @descending::bool THEN lower(u.company_name) END ASC,
	CASE WHEN @sort::text = 'company' AND @descending::bool THEN lower(u.company_name) END DESC,
	CASE WHEN @sort::text = 'plan' AND NOT @descending::bool THEN m.plan_key END ASC,
	CASE WHEN @sort::text = 'plan' AND @descending::bool THEN m.plan_key END DESC,
	CASE WHEN NOT @descending::bool THEN m.started_at END ASC,
	m.started_at DESC, m.id
LIMIT sqlc.narg('lim')::int OFFSET @off;

-- name: CountAdminMemberships :one
-- How many periods AdminListMemberships finds on every page.
SELECT count(*) FROM billing_memberships m JOIN users u ON u.id = m.user_id
WHERE (@query::text = '' OR strpos(lower(u.email), lower(@query)) > 0 OR strpos(lower(u.company_name), lower(@query)) > 0)
	AND (@plan_key::text = '' OR m.plan_key = @plan_key)
	AND (@source::text = '' OR m.source = @source)
	AND (sqlc.narg('since')::timestamptz IS NULL OR COALESCE(m.ended_at, 'infinity') >= sqlc.narg('since'))
	AND (sqlc.narg('until')::timestamptz IS NULL OR m.started_at < sqlc.narg('until'));
