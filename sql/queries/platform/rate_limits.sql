-- name: HitRateLimit :one
-- One atomic statement per hit, so counters hold across app instances. A window that
-- started at or before @cutoff (now minus the window length) has ended and starts again at 1.
INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (@key, @now::timestamptz, 1)
ON CONFLICT (key) DO UPDATE SET
	window_start = CASE WHEN r.window_start <= @cutoff::timestamptz THEN @now::timestamptz ELSE r.window_start END,
	hits = CASE WHEN r.window_start <= @cutoff::timestamptz THEN 1 ELSE r.hits + 1 END
RETURNING window_start, hits;

-- name: ResetRateLimit :exec
DELETE FROM rate_limits WHERE key = $1;

-- name: DeleteStaleRateLimits :execrows
DELETE FROM rate_limits WHERE window_start < @before::timestamptz;

-- name: PeekRateLimit :one
-- The counter as it is, without counting a hit.
SELECT window_start, hits FROM rate_limits WHERE key = $1;
