-- name: CreateAccountToken :exec
-- The link keeps the account's session epoch as it is now (migration 00110).
INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at, created_at, password_hash, company_name, browser_hash, session_epoch)
SELECT @user_id, @purpose, @token_hash, @email, @expires_at, @created_at, @password_hash, @company_name, @browser_hash, u.session_epoch
FROM users u WHERE u.id = @user_id;

-- name: GetNewestVerifyToken :one
-- The newest verification link still usable, the newest of those this browser signed up
-- with first: a resent link carries what it waits to apply.
SELECT * FROM account_tokens
WHERE user_id = @user_id AND purpose = 'verify' AND used_at IS NULL AND expires_at > @now::timestamptz
ORDER BY coalesce(browser_hash = @browser_hash::bytea, false) DESC, created_at DESC, id DESC LIMIT 1;

-- name: GetPendingPassword :one
-- The password a sign-in to an unverified account is checked against: the one this browser
-- signed up with, else the oldest still waiting (docs/account-security.md#pending-passwords).
SELECT password_hash::text FROM account_tokens
WHERE user_id = @user_id AND purpose = 'verify' AND used_at IS NULL AND expires_at > @now::timestamptz
	AND password_hash IS NOT NULL
ORDER BY coalesce(browser_hash = @browser_hash::bytea, false) DESC, created_at, id LIMIT 1;

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
-- Only a link issued in the account's current session epoch can still be used.
SELECT t.* FROM account_tokens t JOIN users u ON u.id = t.user_id
WHERE t.user_id = @user_id AND t.purpose = 'email_change' AND t.used_at IS NULL AND t.expires_at > @now::timestamptz
	AND t.session_epoch = u.session_epoch
ORDER BY t.created_at DESC LIMIT 1;

-- name: VoidPendingLinks :exec
-- What ends every session also ends what was pending: the unused verification and
-- email-change links (docs/account-security.md#ending-what-was-pending).
UPDATE account_tokens SET used_at = @now::timestamptz
WHERE user_id = @user_id AND purpose IN ('verify', 'email_change') AND used_at IS NULL;

-- name: DeleteOldAccountTokens :execrows
DELETE FROM account_tokens WHERE expires_at < @before::timestamptz;
