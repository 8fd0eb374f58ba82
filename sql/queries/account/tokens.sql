-- name: CreateAccountToken :exec
INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at, created_at, password_hash, company_name)
VALUES (@user_id, @purpose, @token_hash, @email, @expires_at, @created_at, @password_hash, @company_name);

-- name: GetNewestVerifyToken :one
-- The newest verification link still usable: a resent link carries what it waits to apply.
SELECT * FROM account_tokens
WHERE user_id = @user_id AND purpose = 'verify' AND used_at IS NULL AND expires_at > @now::timestamptz
ORDER BY created_at DESC, id DESC LIMIT 1;

-- name: GetAccountToken :one
SELECT * FROM account_tokens WHERE token_hash = @token_hash AND purpose = @purpose;

-- name: UseAccountToken :execrows
-- Atomic: of two requests with the same link, only one gets a row.
UPDATE account_tokens SET used_at = @now::timestamptz
WHERE id = @id AND used_at IS NULL AND expires_at > @now::timestamptz;

-- name: VoidAccountTokens :exec
-- A newer link, or a change that makes older links pointless, voids the unused ones.
UPDATE account_tokens SET used_at = @now::timestamptz
WHERE user_id = @user_id AND purpose = @purpose AND used_at IS NULL;

-- name: GetPendingEmailChange :one
SELECT * FROM account_tokens
WHERE user_id = @user_id AND purpose = 'email_change' AND used_at IS NULL AND expires_at > @now::timestamptz
ORDER BY created_at DESC LIMIT 1;

-- name: DeleteOldAccountTokens :execrows
DELETE FROM account_tokens WHERE expires_at < @before::timestamptz;
