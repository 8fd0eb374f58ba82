-- name: InsertRatingHistory :exec
INSERT INTO rating_history (profile_id, at, cause, total, level, active, table_version, sections)
VALUES (@profile_id, @at, @cause, @total, @level, @active, @table_version, @sections);

-- name: ListRatingHistory :many
-- A profile's published ratings, oldest first (the last 100).
SELECT * FROM (
	SELECT * FROM rating_history WHERE profile_id = @profile_id ORDER BY at DESC, id DESC LIMIT 100
) h ORDER BY at, id;

-- name: ListProfilesToRerate :many
-- The public profiles (approved and published) with no step under this version of the points
-- table yet: a recompute that stopped half-way starts again where it stopped.
SELECT p.id FROM company_profiles p
WHERE p.status = 'approved' AND p.published AND p.published_record IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM rating_history h WHERE h.profile_id = p.id AND h.table_version = @table_version)
ORDER BY p.created_at, p.id;
