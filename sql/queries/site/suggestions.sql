-- The suggestions (docs/shell.md, "Suggestions"). The admins' list and page read the
-- sender's address from the account's table; nothing here writes it.

-- name: InsertSuggestion :one
INSERT INTO site_suggestions (user_id, subject, body, created_at, updated_at)
VALUES (@user_id, @subject, @body, @now, @now)
RETURNING *;

-- name: ListOwnSuggestions :many
-- A user's suggestions, newest first.
SELECT * FROM site_suggestions WHERE user_id = @user_id ORDER BY created_at DESC, id LIMIT @lim;

-- name: ListAdminSuggestions :many
SELECT s.*, coalesce(u.email, '')::text AS email
FROM site_suggestions s LEFT JOIN users u ON u.id = s.user_id
WHERE (@q::text = '' OR strpos(lower(s.subject), lower(@q::text)) > 0 OR strpos(lower(s.body), lower(@q::text)) > 0
		OR strpos(lower(coalesce(u.email, '')), lower(@q::text)) > 0)
	AND (@status::text = '' OR s.status = @status::text)
ORDER BY
	CASE WHEN @sort::text = 'subject' AND NOT @descending::bool THEN lower(s.subject) END ASC,
	CASE WHEN @sort::text = 'subject' AND @descending::bool THEN lower(s.subject) END DESC,
	CASE WHEN @sort::text = 'created' AND NOT @descending::bool THEN s.created_at END ASC,
	CASE WHEN @sort::text = 'created' AND @descending::bool THEN s.created_at END DESC,
	s.id
LIMIT @lim OFFSET @off;

-- name: CountAdminSuggestions :one
SELECT count(*)::int FROM site_suggestions s LEFT JOIN users u ON u.id = s.user_id
WHERE (@q::text = '' OR strpos(lower(s.subject), lower(@q::text)) > 0 OR strpos(lower(s.body), lower(@q::text)) > 0
		OR strpos(lower(coalesce(u.email, '')), lower(@q::text)) > 0)
	AND (@status::text = '' OR s.status = @status::text);

-- name: CountSuggestionsByStatus :one
SELECT count(*)::int FROM site_suggestions WHERE status = @status;

-- name: GetSuggestion :one
SELECT s.*, coalesce(u.email, '')::text AS email, coalesce(a.email, '')::text AS answered_by_email
FROM site_suggestions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN users a ON a.id = s.answered_by
WHERE s.id = @id;

-- name: LockSuggestion :one
SELECT * FROM site_suggestions WHERE id = @id FOR UPDATE;

-- name: AnswerSuggestion :one
UPDATE site_suggestions SET status = @status, answer = @answer, answered_at = @answered_at, answered_by = @answered_by,
	version = version + 1, updated_at = @now
WHERE id = @id
RETURNING *;

-- name: DeleteUserSuggestions :exec
DELETE FROM site_suggestions WHERE user_id = @user_id;

-- name: OldestSuggestionByStatus :one
-- The staff dashboard's queue: when the oldest suggestion with a status was sent.
SELECT created_at FROM site_suggestions WHERE status = @status ORDER BY created_at LIMIT 1;
