-- name: InsertAuditEntry :one
INSERT INTO audit_log (at, actor_id, actor_label, action, object_type, object_id, object_label,
                       before, after, note, request_id)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
RETURNING id;

-- name: ListAuditEntries :many
-- Newest first; every filter is optional. action matches as a prefix ("profile." is every
-- profile action; no pattern syntax), text anywhere in the actor's or the object's label or id.
SELECT * FROM audit_log
WHERE (sqlc.narg(actor_id)::uuid IS NULL OR actor_id = sqlc.narg(actor_id))
  AND (sqlc.narg(action)::text IS NULL OR starts_with(action, sqlc.narg(action)))
  AND (sqlc.narg(object_type)::text IS NULL OR object_type = sqlc.narg(object_type))
  AND (sqlc.narg(object_id)::text IS NULL OR object_id = sqlc.narg(object_id))
  AND (sqlc.narg(since)::timestamptz IS NULL OR at >= sqlc.narg(since))
  AND (sqlc.narg(until)::timestamptz IS NULL OR at < sqlc.narg(until))
  AND (sqlc.narg(text)::text IS NULL
       OR strpos(lower(actor_label), lower(sqlc.narg(text))) > 0
       OR strpos(lower(object_label), lower(sqlc.narg(text))) > 0
       OR object_id = sqlc.narg(text))
ORDER BY at DESC, id DESC
LIMIT sqlc.arg(lim) OFFSET sqlc.arg(off);

-- name: CountAuditEntries :one
SELECT count(*) FROM audit_log
WHERE (sqlc.narg(actor_id)::uuid IS NULL OR actor_id = sqlc.narg(actor_id))
  AND (sqlc.narg(action)::text IS NULL OR starts_with(action, sqlc.narg(action)))
  AND (sqlc.narg(object_type)::text IS NULL OR object_type = sqlc.narg(object_type))
  AND (sqlc.narg(object_id)::text IS NULL OR object_id = sqlc.narg(object_id))
  AND (sqlc.narg(since)::timestamptz IS NULL OR at >= sqlc.narg(since))
  AND (sqlc.narg(until)::timestamptz IS NULL OR at < sqlc.narg(until))
  AND (sqlc.narg(text)::text IS NULL
       OR strpos(lower(actor_label), lower(sqlc.narg(text))) > 0
       OR strpos(lower(object_label), lower(sqlc.narg(text))) > 0
       OR object_id = sqlc.narg(text));

-- name: ListAuditActions :many
SELECT DISTINCT action FROM audit_log ORDER BY action;
