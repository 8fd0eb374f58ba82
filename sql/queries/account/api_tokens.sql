-- name: CreateAPIToken :one
INSERT INTO api_tokens (user_id, name, token_hash, hint, created_at, expires_at)
VALUES (@user_id, @name, @token_hash, @hint, @now::timestamptz, @expires_at::timestamptz)
RETURNING id;

-- name: ListAPITokens :many
SELECT * FROM api_tokens WHERE user_id = @user_id AND revoked_at IS NULL ORDER BY created_at DESC;

-- name: CountAPITokens :one
-- Tokens that still work; expired ones stay listed until revoked, but do not count.
SELECT count(*) FROM api_tokens WHERE user_id = @user_id AND revoked_at IS NULL AND expires_at > @now::timestamptz;

-- name: RevokeAPIToken :execrows
UPDATE api_tokens SET revoked_at = @now::timestamptz
WHERE id = @id AND user_id = @user_id AND revoked_at IS NULL;

-- name: RevokeAllAPITokens :exec
-- A password reset and "sign out everywhere" revoke every token of the account.
UPDATE api_tokens SET revoked_at = @now::timestamptz WHERE user_id = @user_id AND revoked_at IS NULL;

-- name: GetAPITokenByHash :one
SELECT * FROM api_tokens WHERE token_hash = @token_hash;

-- name: TouchAPIToken :exec
-- At most one write a minute per token, however busy it is.
UPDATE api_tokens SET last_used_at = @now::timestamptz
WHERE id = @id AND (last_used_at IS NULL OR last_used_at < @cutoff::timestamptz);
