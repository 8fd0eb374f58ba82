-- name: InsertShare :one
INSERT INTO vsme_shares (profile_id, report_id, label, token_hash, expires_at)
VALUES ($1, $2, $3, $4, $5) RETURNING id;

-- name: ListShares :many
SELECT s.id, s.label, s.expires_at, s.revoked_at, s.created_at, r.year,
	(SELECT count(*) FROM vsme_share_opens o WHERE o.share_id = s.id)::bigint AS opens,
	coalesce((SELECT max(o.opened_at) FROM vsme_share_opens o WHERE o.share_id = s.id), 'epoch')::timestamptz AS last_opened
FROM vsme_shares s JOIN vsme_reports r ON r.id = s.report_id
WHERE s.profile_id = $1 ORDER BY s.created_at DESC;

-- name: RevokeShare :execrows
UPDATE vsme_shares SET revoked_at = now() WHERE id = $1 AND profile_id = $2 AND revoked_at IS NULL;

-- name: ShareByToken :one
SELECT s.id, s.profile_id, s.expires_at, s.revoked_at, r.data, r.year
FROM vsme_shares s JOIN vsme_reports r ON r.id = s.report_id
WHERE s.token_hash = $1;

-- name: LogShareOpen :exec
INSERT INTO vsme_share_opens (share_id, profile_id, format) VALUES ($1, $2, $3);
