-- name: InsertProfileFile :exec
INSERT INTO profile_files (key, profile_id, kind, name, content_type, size, created_at)
VALUES (@key, @profile_id, @kind, @name, @content_type, @size, @now);

-- name: ListProfileFiles :many
SELECT * FROM profile_files WHERE profile_id = @profile_id ORDER BY created_at;

-- name: ListProfileFileKeysByUser :many
SELECT f.key FROM profile_files f JOIN company_profiles p ON p.id = f.profile_id
WHERE p.user_id = @user_id;

-- name: GetProfileFileOwner :one
-- The profile a stored file belongs to, for serving it (docs/profile.md, "Files").
SELECT p.* FROM profile_files f JOIN company_profiles p ON p.id = f.profile_id WHERE f.key = @key;
