-- name: InsertRatingHistory :exec
INSERT INTO rating_history (profile_id, at, cause, total, level, active, table_version, sections)
VALUES (@profile_id, @at, @cause, @total, @level, @active, @table_version, @sections);

-- name: ListRatingHistory :many
-- A profile's published ratings, oldest first (the last 100).
SELECT * FROM (
	SELECT * FROM rating_history WHERE profile_id = @profile_id ORDER BY at DESC, id DESC LIMIT 100
) h ORDER BY at, id;

-- name: ListPublishedProfileIDs :many
SELECT id FROM company_profiles WHERE published AND published_record IS NOT NULL ORDER BY created_at, id;
