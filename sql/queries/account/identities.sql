-- name: GetIdentity :one
SELECT * FROM user_identities WHERE provider = @provider AND subject = @subject;

-- name: ListIdentities :many
SELECT * FROM user_identities WHERE user_id = @user_id ORDER BY provider;

-- name: CreateIdentity :exec
INSERT INTO user_identities (provider, subject, user_id, email, created_at, last_used_at)
VALUES (@provider, @subject, @user_id, @email, @now::timestamptz, @now::timestamptz);

-- name: TouchIdentity :exec
UPDATE user_identities SET last_used_at = @now::timestamptz, email = @email
WHERE provider = @provider AND subject = @subject;

-- name: DeleteIdentity :execrows
DELETE FROM user_identities WHERE user_id = @user_id AND provider = @provider;

-- name: DeleteIdentitiesExcept :execrows
-- Drops the account's identities but the one named (none when @keep_provider is '').
DELETE FROM user_identities
WHERE user_id = @user_id AND NOT (provider = @keep_provider AND subject = @keep_subject);
