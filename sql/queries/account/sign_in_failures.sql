-- name: GetSignInFailures :one
SELECT failures, last_failure_at FROM sign_in_failures WHERE key = @key;

-- name: AddSignInFailure :one
-- One atomic statement per failure, so instances share the count. A row whose last failure
-- is older than @forget_before starts again at 1.
INSERT INTO sign_in_failures AS f (key, failures, last_failure_at) VALUES (@key, 1, @now::timestamptz)
ON CONFLICT (key) DO UPDATE SET
	failures = CASE WHEN f.last_failure_at <= @forget_before::timestamptz THEN 1 ELSE f.failures + 1 END,
	last_failure_at = @now::timestamptz
RETURNING failures;

-- name: ClearSignInFailures :exec
DELETE FROM sign_in_failures WHERE key = @key;

-- name: DeleteOldSignInFailures :execrows
DELETE FROM sign_in_failures WHERE last_failure_at < @before::timestamptz;
