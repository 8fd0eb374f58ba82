-- name: GetRatingTable :one
SELECT points, version, updated_at FROM green_rating_table WHERE id = 1;

-- name: SaveRatingTable :one
-- Only when nobody saved since the editor read version.
UPDATE green_rating_table
SET points = @points, version = version + 1, updated_by = @updated_by, updated_at = @now
WHERE id = 1 AND version = @version
RETURNING version, updated_at;

-- name: InsertRatingTableVersion :exec
INSERT INTO green_rating_table_versions (version, points, saved_at) VALUES (@version, @points, @saved_at)
ON CONFLICT (version) DO NOTHING;

-- name: ListRatingTableVersions :many
-- The latest versions, newest first.
SELECT version, points, saved_at FROM green_rating_table_versions ORDER BY version DESC LIMIT @max_rows;
