-- name: InsertVerificationRequest :one
INSERT INTO verification_requests (profile_id, kind, section, item, registration, website, document, note,
	snapshot, fingerprint, created_at, updated_at)
VALUES (@profile_id, @kind, @section, @item, @registration, @website, @document, @note,
	@snapshot, @fingerprint, @now::timestamptz, @now::timestamptz)
ON CONFLICT (profile_id, kind, section, item) WHERE status = 'pending' DO NOTHING
RETURNING *;

-- name: ListVerificationRequestsOf :many
-- A profile's requests, newest first (an open one is newer than any decided one of the same thing).
SELECT * FROM verification_requests WHERE profile_id = @profile_id
ORDER BY created_at DESC, status = 'pending' DESC, decided_at DESC NULLS FIRST, id LIMIT 200;

-- name: GetVerificationRequest :one
-- One request, with the admin who decided it ('' before a decision).
SELECT sqlc.embed(r), coalesce(p.company->>'companyName', '')::text AS company_name,
	coalesce(d.email, '')::text AS decided_by_email
FROM verification_requests r JOIN company_profiles p ON p.id = r.profile_id
LEFT JOIN users d ON d.id = r.decided_by
WHERE r.id = @id;

-- name: LockVerificationRequest :one
SELECT * FROM verification_requests WHERE id = @id FOR UPDATE;

-- name: ListVerificationQueue :many
-- The admins' queue, by status and kind (empty: any), searched in the company's name.
SELECT sqlc.embed(r), coalesce(p.company->>'companyName', '')::text AS company_name
FROM verification_requests r JOIN company_profiles p ON p.id = r.profile_id
WHERE (@status::text = '' OR r.status = @status)
  AND (@kind::text = '' OR r.kind = @kind)
  AND (@q::text = '' OR strpos(lower(p.company->>'companyName'), lower(@q)) > 0)
ORDER BY
  CASE WHEN @sort::text = 'created' AND NOT @descending::boolean THEN r.created_at END,
  CASE WHEN @sort::text = 'created' AND @descending::boolean THEN r.created_at END DESC,
  CASE WHEN @sort::text = 'company' AND NOT @descending::boolean THEN lower(p.company->>'companyName') END,
  CASE WHEN @sort::text = 'company' AND @descending::boolean THEN lower(p.company->>'companyName') END DESC,
  r.id
LIMIT @lim OFFSET @off;

-- name: CountVerificationQueue :one
SELECT count(*) FROM verification_requests r JOIN company_profiles p ON p.id = r.profile_id
WHERE (@status::text = '' OR r.status = @status)
  AND (@kind::text = '' OR r.kind = @kind)
  AND (@q::text = '' OR strpos(lower(p.company->>'companyName'), lower(@q)) > 0);

-- name: DecideVerificationRequest :one
UPDATE verification_requests
SET status = @status, decision_note = @decision_note, decided_by = @decided_by, decided_at = @now::timestamptz,
	updated_at = @now::timestamptz
WHERE id = @id
RETURNING *;

-- name: LockProfile :one
SELECT * FROM company_profiles WHERE id = @id FOR UPDATE;

-- name: SetVerificationMarks :exec
-- Marks are not content: the version and updated_at stay, so no open editor is disturbed.
UPDATE company_profiles SET verification_marks = @marks WHERE id = @id;

-- name: OldestPendingVerification :one
-- The staff dashboard's queue: when the request waiting longest was made.
SELECT created_at FROM verification_requests WHERE status = 'pending' ORDER BY created_at LIMIT 1;
