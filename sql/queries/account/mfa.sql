-- name: ListFactors :many
SELECT * FROM mfa_factors WHERE user_id = @user_id ORDER BY created_at;

-- name: AcceptFactorStep :execrows
-- Atomic replay protection: a time step is accepted once, and never one older than the last.
UPDATE mfa_factors SET last_step = @step, last_used_at = @now::timestamptz
WHERE id = @id AND last_step < @step;

-- name: DeleteFactors :exec
DELETE FROM mfa_factors WHERE user_id = @user_id;

-- name: DeleteRecoveryCodes :exec
DELETE FROM mfa_recovery_codes WHERE user_id = @user_id;

-- name: CreateRecoveryCode :exec
INSERT INTO mfa_recovery_codes (user_id, code_hash, created_at) VALUES (@user_id, @code_hash, @now::timestamptz);

-- name: UseRecoveryCode :execrows
UPDATE mfa_recovery_codes SET used_at = @now::timestamptz
WHERE user_id = @user_id AND code_hash = @code_hash AND used_at IS NULL;

-- name: CountRecoveryCodes :one
SELECT count(*) FILTER (WHERE used_at IS NULL) AS unused, count(*) AS total
FROM mfa_recovery_codes WHERE user_id = @user_id;
