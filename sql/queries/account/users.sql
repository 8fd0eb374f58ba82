-- name: GetUserByID :one
SELECT * FROM users WHERE id = $1;

-- name: GetUserByEmail :one
SELECT * FROM users WHERE lower(email) = lower(@email::text) AND deleted_at IS NULL;

-- name: CreateUser :one
INSERT INTO users (email, password_hash, display_name, company_name, email_verified_at, roles)
VALUES (@email, @password_hash, @display_name, @company_name, @email_verified_at, @roles::text[])
RETURNING *;

-- name: AddUserRole :exec
UPDATE users SET roles = array_append(roles, @role::text), updated_at = now()
WHERE id = @id AND NOT (@role::text = ANY (roles));

-- name: SaveUserPrefs :exec
UPDATE users SET prefs = @prefs, updated_at = now() WHERE id = @id;

-- name: MarkEmailVerified :execrows
-- Only while the address is still the one the link was sent to.
UPDATE users SET email_verified_at = @now::timestamptz, updated_at = @now::timestamptz
WHERE id = @id AND lower(email) = lower(@email::text) AND email_verified_at IS NULL AND deleted_at IS NULL;

-- name: SetUserPassword :exec
UPDATE users SET password_hash = @password_hash, updated_at = @now::timestamptz WHERE id = @id;

-- name: SetUserEmail :exec
-- The new address is verified: the user followed the link sent to it.
UPDATE users SET email = @email, email_verified_at = @now::timestamptz, updated_at = @now::timestamptz
WHERE id = @id;

-- name: SetUserCompanyName :exec
UPDATE users SET company_name = @company_name, updated_at = now() WHERE id = @id;

-- name: SetUserName :exec
UPDATE users SET display_name = @display_name, updated_at = now() WHERE id = @id;

-- name: SetUserAvatar :exec
UPDATE users SET avatar_key = @avatar_key, updated_at = now() WHERE id = @id;

-- name: BumpSessionEpoch :one
UPDATE users SET session_epoch = session_epoch + 1, updated_at = now() WHERE id = @id
RETURNING session_epoch;

-- name: AnonymiseUser :exec
-- Keeps the row (other modules' rows point at it) and removes everything personal; the
-- new epoch ends every session.
UPDATE users SET email = '', email_verified_at = NULL, password_hash = NULL, display_name = '',
	company_name = '', avatar_key = NULL, roles = '{}', prefs = NULL,
	session_epoch = session_epoch + 1, deleted_at = @now::timestamptz, updated_at = @now::timestamptz
WHERE id = @id;

-- name: DeleteUserData :exec
-- Everything of the account module's own that belongs to one account, in one statement.
WITH codes AS (DELETE FROM mfa_recovery_codes rc WHERE rc.user_id = @user_id::uuid),
	sms AS (DELETE FROM sms_codes sc WHERE sc.user_id = @user_id::uuid),
	factors AS (DELETE FROM mfa_factors f WHERE f.user_id = @user_id::uuid),
	api AS (DELETE FROM api_tokens t WHERE t.user_id = @user_id::uuid),
	history AS (DELETE FROM sign_ins si WHERE si.user_id = @user_id::uuid),
	links AS (DELETE FROM account_tokens l WHERE l.user_id = @user_id::uuid)
DELETE FROM user_identities i WHERE i.user_id = @user_id::uuid;

-- name: GetSignedInUser :one
-- The signed-in user with the versions of their pages and of the site's (migration
-- 00080_page_versions.sql): the private page cache keys on them.
SELECT sqlc.embed(users),
	coalesce((SELECT p.version FROM page_versions p WHERE p.user_id = users.id), 0)::bigint AS own_version,
	coalesce((SELECT p.version FROM page_versions p WHERE p.user_id = '00000000-0000-0000-0000-000000000000'), 0)::bigint AS site_version
FROM users WHERE users.id = $1;
