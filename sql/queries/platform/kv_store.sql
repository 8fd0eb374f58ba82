-- name: GetKV :one
SELECT value FROM kv_store
WHERE key = $1 AND (expires_at IS NULL OR expires_at > now());

-- name: SetKV :exec
-- The WHERE skips rewriting a row whose value is the same and whose expiry moves by less
-- than a minute: CSRF extends its token on every request and we do not want a write each time.
INSERT INTO kv_store (key, value, expires_at) VALUES ($1, $2, $3)
ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
WHERE kv_store.value <> excluded.value
   OR kv_store.expires_at IS DISTINCT FROM excluded.expires_at
      AND (kv_store.expires_at IS NULL OR excluded.expires_at IS NULL
           OR abs(extract(epoch FROM excluded.expires_at - kv_store.expires_at)) > 60);

-- name: DeleteKV :exec
DELETE FROM kv_store WHERE key = $1;

-- name: ResetKV :exec
DELETE FROM kv_store;

-- name: DeleteExpiredKV :execrows
DELETE FROM kv_store WHERE expires_at <= now();
