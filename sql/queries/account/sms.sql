-- name: CreateSMSCode :one
INSERT INTO sms_codes (user_id, purpose, phone_hash, code_hash, expires_at, created_at)
VALUES (@user_id, @purpose, @phone_hash, @code_hash, @expires_at::timestamptz, @now::timestamptz)
RETURNING id;

-- name: VoidSMSCodes :exec
-- A new code replaces the codes of the same purpose sent before it.
UPDATE sms_codes SET used_at = @now::timestamptz
WHERE user_id = @user_id AND purpose = @purpose AND used_at IS NULL;

-- name: LatestSMSCode :one
-- The code that can still be used, locked while it is checked.
SELECT * FROM sms_codes
WHERE user_id = @user_id AND purpose = @purpose AND used_at IS NULL AND expires_at > @now::timestamptz
ORDER BY created_at DESC, id DESC
LIMIT 1
FOR UPDATE;

-- name: SpendSMSCode :exec
UPDATE sms_codes SET used_at = @now::timestamptz WHERE id = @id;

-- name: CountSMSCodeTry :exec
-- A wrong try; the fifth spends the code.
UPDATE sms_codes SET attempts = attempts + 1,
	used_at = CASE WHEN attempts + 1 >= @max_attempts::int THEN @now::timestamptz ELSE used_at END
WHERE id = @id;

-- name: DeleteFactorKind :exec
DELETE FROM mfa_factors WHERE user_id = @user_id AND kind = @kind;

-- name: CreateFactorReturning :one
INSERT INTO mfa_factors (user_id, kind, secret, created_at) VALUES (@user_id, @kind, @secret, @now::timestamptz)
RETURNING id;
