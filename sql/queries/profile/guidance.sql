-- name: ListGuidance :many
-- Every section's guidance that admins saved (docs/profile.md, "Guidance").
SELECT section, texts, version, updated_at FROM profile_guidance ORDER BY section;

-- name: LockGuidance :one
SELECT section, texts, version FROM profile_guidance WHERE section = @section FOR UPDATE;

-- name: SaveGuidance :one
-- A section's texts, made on version (0: none saved yet); no row when another save came first.
INSERT INTO profile_guidance (section, texts, version, updated_by, updated_at)
VALUES (@section, @texts, 1, @updated_by, @now)
ON CONFLICT (section) DO UPDATE SET texts = EXCLUDED.texts, version = profile_guidance.version + 1,
	updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
WHERE profile_guidance.version = @version::integer
RETURNING version, updated_at;
