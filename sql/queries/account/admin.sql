-- The admin area's queries over accounts (docs/accounts.md, "Administration"). Search text
-- is matched with strpos, never as a pattern: '%' or '_' typed in the box mean themselves.

-- name: ListAdminUsers :many
SELECT * FROM users
WHERE deleted_at IS NULL AND email <> ''
	AND (@q::text = '' OR strpos(lower(email), lower(@q::text)) > 0
		OR strpos(lower(display_name), lower(@q::text)) > 0 OR strpos(lower(company_name), lower(@q::text)) > 0)
	AND (@role::text = '' OR (@role::text = 'none' AND cardinality(roles) = 0) OR @role::text = ANY (roles))
	AND (@status::text = ''
		OR (@status::text = 'active' AND disabled_at IS NULL AND email_verified_at IS NOT NULL)
		OR (@status::text = 'disabled' AND disabled_at IS NOT NULL)
		OR (@status::text = 'unverified' AND email_verified_at IS NULL))
ORDER BY
	CASE WHEN @sort::text = 'email' AND NOT @descending::bool THEN lower(email) END ASC,
	CASE WHEN @sort::text = 'email' AND @descending::bool THEN lower(email) END DESC,
	CASE WHEN @sort::text = 'name' AND NOT @descending::bool THEN lower(display_name) END ASC,
	CASE WHEN @sort::text = 'name' AND @descending::bool THEN lower(display_name) END DESC,
	CASE WHEN @sort::text = 'created' AND NOT @descending::bool THEN created_at END ASC,
	CASE WHEN @sort::text = 'created' AND @descending::bool THEN created_at END DESC,
	id
LIMIT @lim OFFSET @off;

-- name: CountAdminUsers :one
SELECT count(*) FROM users
WHERE deleted_at IS NULL AND email <> ''
	AND (@q::text = '' OR strpos(lower(email), lower(@q::text)) > 0
		OR strpos(lower(display_name), lower(@q::text)) > 0 OR strpos(lower(company_name), lower(@q::text)) > 0)
	AND (@role::text = '' OR (@role::text = 'none' AND cardinality(roles) = 0) OR @role::text = ANY (roles))
	AND (@status::text = ''
		OR (@status::text = 'active' AND disabled_at IS NULL AND email_verified_at IS NOT NULL)
		OR (@status::text = 'disabled' AND disabled_at IS NOT NULL)
		OR (@status::text = 'unverified' AND email_verified_at IS NULL));

-- name: LockUser :one
-- The row an admin action changes, locked until its transaction ends.
SELECT * FROM users WHERE id = @id AND deleted_at IS NULL FOR UPDATE;

-- name: LockAdminRoles :exec
-- Serialises the changes that could leave no admin (roles, disabling): two admins removing
-- each other at once must not both succeed.
SELECT pg_advisory_xact_lock(hashtext('account.admin-roles'));

-- name: CountOtherAdmins :one
-- Admins who can act, other than this account.
SELECT count(*) FROM users
WHERE id <> @id AND 'admin' = ANY (roles) AND deleted_at IS NULL AND disabled_at IS NULL
	AND email_verified_at IS NOT NULL;

-- name: SetUserRoles :exec
UPDATE users SET roles = @roles::text[], updated_at = @now::timestamptz WHERE id = @id;

-- name: SetUserDisabled :exec
-- Disabling ends every session (a new epoch); enabling lets the owner sign in again.
UPDATE users SET disabled_at = sqlc.narg(disabled_at)::timestamptz,
	session_epoch = session_epoch + CASE WHEN sqlc.narg(disabled_at)::timestamptz IS NULL THEN 0 ELSE 1 END,
	updated_at = @now::timestamptz
WHERE id = @id;

-- name: ListUnverified :many
SELECT * FROM users
WHERE deleted_at IS NULL AND email <> '' AND email_verified_at IS NULL
	AND (@q::text = '' OR strpos(lower(email), lower(@q::text)) > 0
		OR strpos(lower(display_name), lower(@q::text)) > 0 OR strpos(lower(company_name), lower(@q::text)) > 0)
	AND (sqlc.narg(before)::timestamptz IS NULL OR created_at < sqlc.narg(before)::timestamptz)
ORDER BY
	CASE WHEN @sort::text = 'email' AND NOT @descending::bool THEN lower(email) END ASC,
	CASE WHEN @sort::text = 'email' AND @descending::bool THEN lower(email) END DESC,
	CASE WHEN @sort::text = 'created' AND NOT @descending::bool THEN created_at END ASC,
	CASE WHEN @sort::text = 'created' AND @descending::bool THEN created_at END DESC,
	id
LIMIT @lim OFFSET @off;

-- name: CountUnverified :one
SELECT count(*) FROM users
WHERE deleted_at IS NULL AND email <> '' AND email_verified_at IS NULL
	AND (@q::text = '' OR strpos(lower(email), lower(@q::text)) > 0
		OR strpos(lower(display_name), lower(@q::text)) > 0 OR strpos(lower(company_name), lower(@q::text)) > 0)
	AND (sqlc.narg(before)::timestamptz IS NULL OR created_at < sqlc.narg(before)::timestamptz);

-- name: ListUnverifiedIDsBefore :many
SELECT id FROM users
WHERE deleted_at IS NULL AND email <> '' AND email_verified_at IS NULL AND created_at < @before::timestamptz
ORDER BY created_at
LIMIT @lim;
