-- name: InsertEvent :execrows
-- A replayed event (same id) inserts nothing.
INSERT INTO billing_events (id, type, created_at, payload, received_at)
VALUES (@id, @type, @created_at, @payload, @now)
ON CONFLICT (id) DO NOTHING;

-- name: GetEventForUpdate :one
SELECT * FROM billing_events WHERE id = @id FOR UPDATE;

-- name: MarkEventApplied :exec
UPDATE billing_events SET applied_at = @now::timestamptz, outcome = @outcome WHERE id = @id;
