-- The admins' services (docs/directory.md, "Administration"). The owner's address is read
-- from the account's table, as billing's admin lists read it; nothing here writes it.

-- name: ListAdminServices :many
-- Every service, published or not, with its company, owner and takedown; searched by
-- service or company name, filtered by state, category and the company's country.
SELECT s.id, s.company_profile_id, s.name, s.industry, s.category, s.published, s.version, s.created_at, s.updated_at,
	coalesce(dc.company_name, '')::text AS company_name, coalesce(dc.country, '')::text AS country,
	coalesce(dc.listed, false)::bool AS company_listed, coalesce(u.email, '')::text AS owner_email,
	(t.service_id IS NOT NULL)::bool AS taken_down, coalesce(t.reason, '')::text AS takedown_reason
FROM services s
LEFT JOIN directory_companies dc ON dc.profile_id = s.company_profile_id
LEFT JOIN company_profiles cp ON cp.id = s.company_profile_id
LEFT JOIN users u ON u.id = cp.user_id
LEFT JOIN service_takedowns t ON t.service_id = s.id
WHERE (@q::text = '' OR strpos(lower(s.name), lower(@q::text)) > 0
		OR strpos(lower(coalesce(dc.company_name, '')), lower(@q::text)) > 0)
	AND (@state::text = ''
		OR (@state::text = 'published' AND s.published)
		OR (@state::text = 'unpublished' AND NOT s.published AND t.service_id IS NOT NULL)
		OR (@state::text = 'draft' AND NOT s.published AND t.service_id IS NULL))
	AND (@category::text = '' OR s.category = @category::text)
	AND (@country::text = '' OR dc.country = @country::text)
ORDER BY
	CASE WHEN @sort::text = 'name' AND NOT @descending::bool THEN lower(s.name) END ASC,
	CASE WHEN @sort::text = 'name' AND @descending::bool THEN lower(s.name) END DESC,
	CASE WHEN @sort::text = 'company' AND NOT @descending::bool THEN lower(coalesce(dc.company_name, '')) END ASC,
	CASE WHEN @sort::text = 'company' AND @descending::bool THEN lower(coalesce(dc.company_name, '')) END DESC,
	CASE WHEN @sort::text = 'updated' AND NOT @descending::bool THEN s.updated_at END ASC,
	CASE WHEN @sort::text = 'updated' AND @descending::bool THEN s.updated_at END DESC,
	s.id
LIMIT @lim OFFSET @off;

-- name: CountAdminServices :one
SELECT count(*)::int FROM services s
LEFT JOIN directory_companies dc ON dc.profile_id = s.company_profile_id
LEFT JOIN service_takedowns t ON t.service_id = s.id
WHERE (@q::text = '' OR strpos(lower(s.name), lower(@q::text)) > 0
		OR strpos(lower(coalesce(dc.company_name, '')), lower(@q::text)) > 0)
	AND (@state::text = ''
		OR (@state::text = 'published' AND s.published)
		OR (@state::text = 'unpublished' AND NOT s.published AND t.service_id IS NOT NULL)
		OR (@state::text = 'draft' AND NOT s.published AND t.service_id IS NULL))
	AND (@category::text = '' OR s.category = @category::text)
	AND (@country::text = '' OR dc.country = @country::text);

-- name: GetServiceOwner :one
-- The account that owns a company's services.
SELECT cp.user_id, coalesce(u.email, '')::text AS email
FROM company_profiles cp LEFT JOIN users u ON u.id = cp.user_id
WHERE cp.id = @profile_id;

-- name: LockService :one
-- The service, locked for an admin's action on it.
SELECT id, company_profile_id, version, published, name FROM services WHERE id = @id FOR UPDATE;

-- name: TakeDownService :one
UPDATE services SET published = false, version = version + 1, updated_at = @now
WHERE id = @id
RETURNING version;

-- name: InsertTakedown :exec
INSERT INTO service_takedowns (service_id, reason, actor_id, at) VALUES (@service_id, @reason, @actor_id, @now)
ON CONFLICT (service_id) DO UPDATE SET reason = excluded.reason, actor_id = excluded.actor_id, at = excluded.at,
	edited_at = NULL;

-- name: GetTakedown :one
SELECT t.service_id, t.reason, t.at, t.edited_at, coalesce(u.email, '')::text AS actor_email
FROM service_takedowns t LEFT JOIN users u ON u.id = t.actor_id
WHERE t.service_id = @service_id;

-- name: ListCompanyTakedowns :many
-- The takedowns of a company's services, for its owner.
SELECT t.service_id, t.reason, t.at, t.edited_at
FROM service_takedowns t JOIN services s ON s.id = t.service_id
WHERE s.company_profile_id = @company_profile_id;

-- name: LockTakedown :one
SELECT service_id, edited_at FROM service_takedowns WHERE service_id = @service_id FOR UPDATE;

-- name: MarkTakedownEdited :exec
-- The owner saved the service since it was taken down: it may publish it again.
UPDATE service_takedowns SET edited_at = @now::timestamptz WHERE service_id = @service_id AND edited_at IS NULL;

-- name: DeleteTakedown :exec
DELETE FROM service_takedowns WHERE service_id = @service_id;
